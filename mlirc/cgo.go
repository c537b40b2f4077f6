// Package mlirc is an idiomatic Go binding over MLIR's C API.
//
// Owning values (*Context, *Module, *PassManager) have an idempotent Close;
// closing a Context invalidates everything that came from it. IR handles
// (Operation, Block, Region, Value, Type, Attribute, Location) are small
// copyable values borrowed from their owner; their zero value is null, which
// IsNull reports. Diagnostics that MLIR emits are captured per context and
// returned as *DiagnosticError values carrying severity, file:line:col and
// notes.
//
// The package knows nothing of any particular dialect: dialects are made
// available through DialectRegistry hooks supplied by other packages.
package mlirc

/*
#cgo CFLAGS: -I/usr/lib/llvm-22/include -I${SRCDIR}/capi
#cgo LDFLAGS: -L${SRCDIR}/../build/lib -lMLIRGoCAPI -L/usr/lib/llvm-22/lib -lMLIR -Wl,-rpath,${SRCDIR}/../build/lib -Wl,-rpath,/usr/lib/llvm-22/lib
#include "bridge.h"
*/
import "C"

import (
	"unsafe"
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
// with a function freeing it. Use it when C may keep the pointer during a
// call that can call back into Go.
func cStringRef(s string) (C.MlirStringRef, func()) {
	p := C.CBytes([]byte(s))
	return C.MlirStringRef{data: (*C.char)(p), length: C.size_t(len(s))}, func() { C.free(p) }
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
