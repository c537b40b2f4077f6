package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"errors"
	"runtime/cgo"
	"sync"
	"unsafe"
)

// ErrClosed is returned by methods of an owning value used after Close.
var ErrClosed = errors.New("mlirc: use of closed object")

// DialectRegistry is a borrowed handle to an MLIR dialect registry, passed to
// registration hooks while a Context is being set up.
type DialectRegistry struct{ c C.MlirDialectRegistry }

// Ptr returns the underlying C pointer, for packages that extend the registry
// through their own C API.
func (r DialectRegistry) Ptr() unsafe.Pointer { return unsafe.Pointer(r.c.ptr) }

// IsNull reports whether the handle is null.
func (r DialectRegistry) IsNull() bool { return r.c.ptr == nil }

// InsertFunc adds MLIR's func dialect and its extensions (inliner interface).
func (r DialectRegistry) InsertFunc() {
	C.mlirDialectHandleInsertDialect(C.mlirGetDialectHandle__func__(), r.c)
	C.mlirGoRegisterFuncExtensions(r.c)
}

// Options configure a new Context.
type Options struct {
	// AllowUnregistered lets the parser accept operations of unknown dialects.
	AllowUnregistered bool
	// Threading enables MLIR's multithreading (off by default: the tools run
	// one module at a time and deterministic diagnostics matter more).
	Threading bool
	// Dialects are hooks that populate the registry; func is always present.
	Dialects []func(DialectRegistry)
}

// Context owns an MLIR context and everything created in it.
type Context struct {
	mu     sync.Mutex
	c      C.MlirContext
	closed bool
	handle cgo.Handle
	// diagMu guards diags, the diagnostics emitted and not yet taken.
	diagMu sync.Mutex
	diags  []Diagnostic
}

// NewContext creates a context with the func dialect and the dialects that
// opts.Dialects register, all loaded eagerly.
func NewContext(opts Options) *Context {
	ctx := &Context{}
	ctx.c = C.mlirContextCreateWithThreading(C.bool(opts.Threading))
	reg := C.mlirDialectRegistryCreate()
	r := DialectRegistry{reg}
	r.InsertFunc()
	for _, hook := range opts.Dialects {
		hook(r)
	}
	C.mlirContextAppendDialectRegistry(ctx.c, reg)
	C.mlirDialectRegistryDestroy(reg)
	C.mlirContextLoadAllAvailableDialects(ctx.c)
	C.mlirContextSetAllowUnregisteredDialects(ctx.c, C.bool(opts.AllowUnregistered))
	ctx.handle = cgo.NewHandle(ctx)
	C.mlircAttachDiagnosticHandler(ctx.c, C.uintptr_t(ctx.handle))
	contexts.Store(uintptr(unsafe.Pointer(ctx.c.ptr)), ctx)
	return ctx
}

// contexts maps live MLIR contexts to their owners, so that IR handles can
// find the Context they belong to.
var contexts sync.Map

// contextOf returns the live Context owning a raw MLIR context.
func contextOf(c C.MlirContext) (*Context, error) {
	v, ok := contexts.Load(uintptr(unsafe.Pointer(c.ptr)))
	if !ok {
		return nil, ErrClosed
	}
	return v.(*Context), nil
}

// Close destroys the context. It is safe to call more than once.
func (ctx *Context) Close() error {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.closed {
		return nil
	}
	ctx.closed = true
	contexts.Delete(uintptr(unsafe.Pointer(ctx.c.ptr)))
	C.mlirContextDestroy(ctx.c)
	ctx.handle.Delete()
	return nil
}

// Closed reports whether Close was called.
func (ctx *Context) Closed() bool {
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	return ctx.closed
}

func (ctx *Context) raw() (C.MlirContext, error) {
	if ctx == nil {
		return C.MlirContext{}, ErrClosed
	}
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.closed {
		return C.MlirContext{}, ErrClosed
	}
	return ctx.c, nil
}

// AllowUnregisteredDialects changes whether unknown operations parse.
func (ctx *Context) AllowUnregisteredDialects(allow bool) error {
	c, err := ctx.raw()
	if err != nil {
		return err
	}
	C.mlirContextSetAllowUnregisteredDialects(c, C.bool(allow))
	return nil
}

// SetPrintOpOnDiagnostic sets whether diagnostics emitted on an operation
// carry a note that prints the operation (on by default).
func (ctx *Context) SetPrintOpOnDiagnostic(enable bool) error {
	c, err := ctx.raw()
	if err != nil {
		return err
	}
	C.mlirGoContextSetPrintOpOnDiagnostic(c, C.bool(enable))
	return nil
}

// IsRegisteredOperation reports whether an operation name is known.
func (ctx *Context) IsRegisteredOperation(name string) bool {
	c, err := ctx.raw()
	if err != nil {
		return false
	}
	return bool(C.mlirContextIsRegisteredOperation(c, stringRef(name)))
}

// ParseType parses a type in this context.
func (ctx *Context) ParseType(text string) (Type, error) {
	c, err := ctx.raw()
	if err != nil {
		return Type{}, err
	}
	ctx.TakeDiagnostics()
	t := Type{C.mlirTypeParseGet(c, stringRef(text))}
	if t.IsNull() {
		return Type{}, ctx.errorf("cannot parse type %q", text)
	}
	return t, nil
}

// ParseAttribute parses an attribute in this context.
func (ctx *Context) ParseAttribute(text string) (Attribute, error) {
	c, err := ctx.raw()
	if err != nil {
		return Attribute{}, err
	}
	ctx.TakeDiagnostics()
	a := Attribute{C.mlirAttributeParseGet(c, stringRef(text))}
	if a.IsNull() {
		return Attribute{}, ctx.errorf("cannot parse attribute %q", text)
	}
	return a, nil
}

// UnknownLocation returns the context's unknown location.
func (ctx *Context) UnknownLocation() Location {
	c, err := ctx.raw()
	if err != nil {
		return Location{}
	}
	return Location{C.mlirLocationUnknownGet(c)}
}

// FileLineColLocation returns a file:line:col location.
func (ctx *Context) FileLineColLocation(file string, line, col int) Location {
	c, err := ctx.raw()
	if err != nil {
		return Location{}
	}
	return Location{C.mlirLocationFileLineColGet(c, stringRef(file), C.uint(line), C.uint(col))}
}
