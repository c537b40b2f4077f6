package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"fmt"
	"runtime/cgo"
	"strings"
)

// Severity is a diagnostic's severity.
type Severity int

// Diagnostic severities, in MLIR's order.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityNote
	SeverityRemark
)

// String returns the severity as MLIR prints it ("error", "warning", ...).
func (s Severity) String() string {
	switch s {
	case SeverityError:
		return "error"
	case SeverityWarning:
		return "warning"
	case SeverityNote:
		return "note"
	case SeverityRemark:
		return "remark"
	}
	return fmt.Sprintf("severity(%d)", int(s))
}

// Diagnostic is one message emitted by MLIR, copied out of C.
type Diagnostic struct {
	Severity Severity
	// File, Line and Col locate the diagnostic; Line is 0 when the location
	// has no file position.
	File      string
	Line, Col int
	// Loc is the printed location, e.g. `loc("a.mlir":3:5)`.
	Loc     string
	Message string
	Notes   []Diagnostic
}

// Position renders the diagnostic's position as "file:line:col", or
// "<unknown>:0" when it has none.
func (d Diagnostic) Position() string {
	if d.Line == 0 {
		if d.File != "" {
			return d.File + ":0"
		}
		return "<unknown>:0"
	}
	return fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col)
}

// String renders the diagnostic and its notes as "file:line:col: error: msg".
func (d Diagnostic) String() string {
	var b strings.Builder
	d.write(&b)
	return strings.TrimSuffix(b.String(), "\n")
}

func (d Diagnostic) write(b *strings.Builder) {
	fmt.Fprintf(b, "%s: %s: %s\n", d.Position(), d.Severity, d.Message)
	for _, n := range d.Notes {
		n.write(b)
	}
}

// DiagnosticError is an error made of the diagnostics MLIR emitted while an
// operation failed. Summary says what failed when MLIR emitted nothing.
type DiagnosticError struct {
	Summary     string
	Diagnostics []Diagnostic
}

// Error renders all diagnostics, one per line (notes follow their parent).
func (e *DiagnosticError) Error() string {
	var b strings.Builder
	for _, d := range e.Diagnostics {
		d.write(&b)
	}
	if b.Len() == 0 {
		return e.Summary
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func convertDiagnostic(d C.MlirDiagnostic) Diagnostic {
	var out Diagnostic
	switch C.mlirDiagnosticGetSeverity(d) {
	case C.MlirDiagnosticError:
		out.Severity = SeverityError
	case C.MlirDiagnosticWarning:
		out.Severity = SeverityWarning
	case C.MlirDiagnosticNote:
		out.Severity = SeverityNote
	default:
		out.Severity = SeverityRemark
	}
	loc := Location{C.mlirDiagnosticGetLocation(d)}
	out.File, out.Line, out.Col, _ = loc.FileLineCol()
	out.Loc = loc.String()
	var buf C.mlircBuffer
	C.mlircPrintDiagnostic(d, &buf)
	out.Message = takeBuffer(&buf)
	n := int(C.mlirDiagnosticGetNumNotes(d))
	for i := 0; i < n; i++ {
		out.Notes = append(out.Notes, convertDiagnostic(C.mlirDiagnosticGetNote(d, C.intptr_t(i))))
	}
	return out
}

//export mlircGoHandleDiagnostic
func mlircGoHandleDiagnostic(d C.MlirDiagnostic, h C.uintptr_t) C.MlirLogicalResult {
	ctx, ok := cgo.Handle(h).Value().(*Context)
	if !ok {
		return C.mlirLogicalResultFailure()
	}
	diag := convertDiagnostic(d)
	ctx.diagMu.Lock()
	ctx.diags = append(ctx.diags, diag)
	ctx.diagMu.Unlock()
	return C.mlirLogicalResultSuccess()
}

// TakeDiagnostics returns and clears the diagnostics emitted so far.
func (ctx *Context) TakeDiagnostics() []Diagnostic {
	ctx.diagMu.Lock()
	defer ctx.diagMu.Unlock()
	d := ctx.diags
	ctx.diags = nil
	return d
}

// errorf takes the pending diagnostics into a *DiagnosticError.
func (ctx *Context) errorf(format string, args ...any) error {
	return &DiagnosticError{Summary: fmt.Sprintf(format, args...), Diagnostics: ctx.TakeDiagnostics()}
}

// EmitError emits an error diagnostic at loc through the context's handlers.
func EmitError(loc Location, msg string) {
	if loc.IsNull() {
		return
	}
	cs := C.CString(msg)
	defer C.free(unsafeCPtr(cs))
	C.mlirEmitError(loc.c, cs)
}
