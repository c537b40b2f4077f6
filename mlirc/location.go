package mlirc

/*
#include "bridge.h"
*/
import "C"

// Location is a borrowed handle to an MLIR location.
type Location struct{ c C.MlirLocation }

// IsNull reports whether the handle is null.
func (l Location) IsNull() bool { return l.c.ptr == nil }

// String prints the location, e.g. `loc("a.mlir":3:5)`.
func (l Location) String() string {
	if l.IsNull() {
		return "<null location>"
	}
	var buf C.mlircBuffer
	C.mlircPrintLocation(l.c, &buf)
	return takeBuffer(&buf)
}

// FileLineCol finds the first file position in the location, looking through
// name, call-site (callee first) and fused locations as MLIR's source manager
// does. ok is false when there is none.
func (l Location) FileLineCol() (file string, line, col int, ok bool) {
	if l.IsNull() {
		return "", 0, 0, false
	}
	switch {
	case bool(C.mlirLocationIsAFileLineColRange(l.c)):
		file = goString(C.mlirIdentifierStr(C.mlirLocationFileLineColRangeGetFilename(l.c)))
		return file, int(C.mlirLocationFileLineColRangeGetStartLine(l.c)), int(C.mlirLocationFileLineColRangeGetStartColumn(l.c)), true
	case bool(C.mlirLocationIsAName(l.c)):
		return Location{C.mlirLocationNameGetChildLoc(l.c)}.FileLineCol()
	case bool(C.mlirLocationIsACallSite(l.c)):
		if f, ln, c, ok := (Location{C.mlirLocationCallSiteGetCallee(l.c)}).FileLineCol(); ok {
			return f, ln, c, ok
		}
		return Location{C.mlirLocationCallSiteGetCaller(l.c)}.FileLineCol()
	case bool(C.mlirLocationIsAFused(l.c)):
		n := int(C.mlirLocationFusedGetNumLocations(l.c))
		if n == 0 {
			return "", 0, 0, false
		}
		locs := make([]C.MlirLocation, n)
		C.mlirLocationFusedGetLocations(l.c, &locs[0])
		for _, sub := range locs {
			if f, ln, c, ok := (Location{sub}).FileLineCol(); ok {
				return f, ln, c, ok
			}
		}
	}
	return "", 0, 0, false
}

// Position renders the location as "file:line:col" (or the printed location
// when it has no file position), for error messages.
func (l Location) Position() string {
	if f, line, col, ok := l.FileLineCol(); ok {
		return Diagnostic{File: f, Line: line, Col: col}.Position()
	}
	return l.String()
}
