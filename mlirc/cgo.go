package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"unsafe"

	// The C headers of libMLIRGoCAPI live in that package's folder; importing it
	// makes `go mod vendor` keep them.
	_ "github.com/stablehlo-go/stablehlo/mlirc/capi"
)

// stringRef borrows s as an MlirStringRef. The result is valid only while s is
// alive and must not be retained by C.
func stringRef(s string) C.MlirStringRef {
	if len(s) == 0 {
		return C.MlirStringRef{data: nil, length: 0}
	}
	return C.MlirStringRef{data: (*C.char)(unsafe.Pointer(unsafe.StringData(s))), length: C.size_t(len(s))}
}

// cStringRef copies s into C memory and returns a string ref to it together
// with a function freeing it. The copy is followed by a NUL byte that the
// length does not count: MLIR's lexer relies on one past the end of the
// text it parses. Use it for text MLIR parses, and when C may keep the
// pointer during a call that can call back into Go.
func cStringRef(s string) (C.MlirStringRef, func()) {
	p := C.CString(s) // Copies every byte of s and appends a NUL.
	return C.MlirStringRef{data: p, length: C.size_t(len(s))}, func() { C.free(unsafe.Pointer(p)) }
}

// goString copies an MlirStringRef into a Go string.
func goString(s C.MlirStringRef) string {
	if s.data == nil || s.length == 0 {
		return ""
	}
	return C.GoStringN(s.data, C.int(s.length))
}

// takeBuffer copies a C buffer into a Go string and frees it.
func takeBuffer(b *C.mlircBuffer) string {
	defer C.mlircBufferFree(b)
	if b.data == nil {
		return ""
	}
	return C.GoStringN(b.data, C.int(b.len))
}

func unsafeCPtr(p *C.char) unsafe.Pointer { return unsafe.Pointer(p) }

// unsafePointer is unsafe.Pointer, named for use in exported signatures.
type unsafePointer = unsafe.Pointer
