package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/cgo"
	"strings"
	"sync"
	"sync/atomic"
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

// Context owns an MLIR context and everything created in it. Its methods
// may be called from several goroutines: see the package documentation for
// the concurrency contract.
type Context struct {
	// mu is held for the whole of every call into MLIR made on behalf of a
	// method (and by Close), so that calls are serialised and Close waits
	// for the calls in flight.
	mu     sync.Mutex
	c      C.MlirContext
	closed atomic.Bool
	// active is the cgo.Handle of the collector of the top-level call in
	// flight (0 when none): Go passes that MLIR's worker threads run attach
	// themselves to it.
	active atomic.Uintptr
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

// errCloseInCall is returned by Close called from Go code that MLIR runs
// on behalf of one of the context's own calls (a pass or a pattern).
var errCloseInCall = errors.New("mlirc: Close called from inside a call on the same context")

// Close destroys the context, after the calls in flight on other
// goroutines have returned. It is safe to call more than once; every later
// call on the context, or on values created from it, returns ErrClosed.
func (ctx *Context) Close() error {
	if ctx == nil {
		return nil
	}
	if ctx.nestedHere() {
		return errCloseInCall
	}
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	if ctx.closed.Load() {
		return nil
	}
	ctx.closed.Store(true)
	contexts.Delete(uintptr(unsafe.Pointer(ctx.c.ptr)))
	C.mlirContextDestroy(ctx.c)
	return nil
}

// Closed reports whether Close was called.
func (ctx *Context) Closed() bool { return ctx == nil || ctx.closed.Load() }

// nestedHere reports whether the calling goroutine runs inside a call of
// ctx: Go code (a pass, a pattern) that MLIR calls back while one of the
// context's methods holds it. Such code runs on a thread locked to it, whose
// thread-local collector names that call.
func (ctx *Context) nestedHere() bool {
	h := uintptr(C.mlircThreadCollector())
	if h == 0 {
		return false
	}
	col, ok := cgo.Handle(h).Value().(*collector)
	return ok && col.ctx == ctx
}

// lock holds the context for a call into MLIR that reports no
// diagnostics, returning the raw context and the function that releases
// it. Called from inside one of the context's own calls, it does not wait
// (the outer call holds the context on the caller's behalf).
func (ctx *Context) lock() (C.MlirContext, func(), error) {
	if ctx == nil {
		return C.MlirContext{}, nil, ErrClosed
	}
	if !ctx.mu.TryLock() {
		if ctx.nestedHere() {
			return ctx.c, func() {}, nil
		}
		ctx.mu.Lock()
	}
	if ctx.closed.Load() {
		ctx.mu.Unlock()
		return C.MlirContext{}, nil, ErrClosed
	}
	return ctx.c, ctx.mu.Unlock, nil
}

// call is one call into MLIR that collects the diagnostics it causes.
type call struct {
	ctx    *Context
	c      C.MlirContext
	col    *collector
	h      cgo.Handle
	prev   C.uintptr_t
	nested bool
	id     C.MlirDiagnosticHandlerID
}

// begin holds the context for a call into MLIR and starts collecting the
// diagnostics the call causes: it names its collector as the calling
// thread's and attaches a handler to the context for the duration of the
// call. A top-level call's handler, the first attached, takes every
// diagnostic that reaches it: those of the calling thread and of MLIR's
// worker threads. A call nested inside another (made by a pass or pattern
// of the outer call, possibly on a worker thread) does not wait for the
// context, and its handler takes only what its own thread emits, passing
// the rest on to the handlers below it. end detaches the handler, releases
// the context and returns what was collected.
func (ctx *Context) begin() (*call, error) {
	if ctx == nil {
		return nil, ErrClosed
	}
	// The thread-local collector must stay on this thread until end.
	runtime.LockOSThread()
	cl := &call{ctx: ctx, prev: C.mlircThreadCollector()}
	cl.nested = cl.prev != 0 && ctx.nestedHere()
	if !cl.nested {
		ctx.mu.Lock()
		if ctx.closed.Load() {
			ctx.mu.Unlock()
			runtime.UnlockOSThread()
			return nil, ErrClosed
		}
	}
	cl.c = ctx.c
	cl.col = &collector{ctx: ctx, topLevel: !cl.nested}
	cl.h = cgo.NewHandle(cl.col)
	C.mlircSetThreadCollector(C.uintptr_t(cl.h))
	cl.id = C.mlircAttachDiagnosticHandler(ctx.c, C.uintptr_t(cl.h))
	if !cl.nested {
		ctx.active.Store(uintptr(cl.h))
	}
	return cl, nil
}

// end finishes a call started by begin and returns its diagnostics.
func (cl *call) end() []Diagnostic {
	C.mlirContextDetachDiagnosticHandler(cl.c, cl.id)
	C.mlircSetThreadCollector(cl.prev)
	if !cl.nested {
		cl.ctx.active.Store(0)
		cl.ctx.mu.Unlock()
	}
	cl.h.Delete()
	runtime.UnlockOSThread()
	return cl.col.take()
}

// ok ends a successful call. A nested call hands what it collected
// (warnings, remarks) on to the call it is nested in, whose caller sees
// them; a top-level call returns it.
func (cl *call) ok() []Diagnostic {
	prev, nested := cl.prev, cl.nested
	diags := cl.end()
	if !nested || len(diags) == 0 {
		return diags
	}
	if outer, ok := cgo.Handle(prev).Value().(*collector); ok {
		for _, d := range diags {
			outer.add(d)
		}
	}
	return nil
}

// fail ends the call and returns its diagnostics as a *DiagnosticError.
func (cl *call) fail(format string, args ...any) error {
	return &DiagnosticError{Summary: fmt.Sprintf(format, args...), Diagnostics: cl.end()}
}

// AllowUnregisteredDialects changes whether unknown operations parse.
func (ctx *Context) AllowUnregisteredDialects(allow bool) error {
	c, unlock, err := ctx.lock()
	if err != nil {
		return err
	}
	defer unlock()
	C.mlirContextSetAllowUnregisteredDialects(c, C.bool(allow))
	return nil
}

// SetPrintOpOnDiagnostic sets whether diagnostics emitted on an operation
// carry a note that prints the operation (on by default).
func (ctx *Context) SetPrintOpOnDiagnostic(enable bool) error {
	c, unlock, err := ctx.lock()
	if err != nil {
		return err
	}
	defer unlock()
	C.mlirGoContextSetPrintOpOnDiagnostic(c, C.bool(enable))
	return nil
}

// IsRegisteredOperation reports whether an operation name is known.
func (ctx *Context) IsRegisteredOperation(name string) bool {
	c, unlock, err := ctx.lock()
	if err != nil {
		return false
	}
	defer unlock()
	return bool(C.mlirContextIsRegisteredOperation(c, stringRef(name)))
}

// ParseType parses a type in this context. On failure the error is a
// *DiagnosticError holding what the parser reported.
func (ctx *Context) ParseType(text string) (Type, error) {
	parsed, err := parserText(text, "<type>")
	if err != nil {
		return Type{}, err
	}
	ref, free := cStringRef(parsed)
	defer free()
	cl, err := ctx.begin()
	if err != nil {
		return Type{}, err
	}
	t := Type{C.mlirTypeParseGet(cl.c, ref)}
	if t.IsNull() {
		return Type{}, cl.fail("cannot parse type %q", text)
	}
	cl.ok()
	return t, nil
}

// ParseAttribute parses an attribute in this context. On failure the error
// is a *DiagnosticError holding what the parser reported.
func (ctx *Context) ParseAttribute(text string) (Attribute, error) {
	parsed, err := parserText(text, "<attribute>")
	if err != nil {
		return Attribute{}, err
	}
	ref, free := cStringRef(parsed)
	defer free()
	cl, err := ctx.begin()
	if err != nil {
		return Attribute{}, err
	}
	a := Attribute{C.mlirAttributeParseGet(cl.c, ref)}
	if a.IsNull() {
		return Attribute{}, cl.fail("cannot parse attribute %q", text)
	}
	cl.ok()
	return a, nil
}

// UnknownLocation returns the context's unknown location.
func (ctx *Context) UnknownLocation() Location {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Location{}
	}
	defer unlock()
	return Location{C.mlirLocationUnknownGet(c)}
}

// FileLineColLocation returns a file:line:col location.
func (ctx *Context) FileLineColLocation(file string, line, col int) Location {
	c, unlock, err := ctx.lock()
	if err != nil {
		return Location{}
	}
	defer unlock()
	return Location{C.mlirLocationFileLineColGet(c, stringRef(file), C.uint(line), C.uint(col))}
}

// Collect runs fn as one call on the context and returns the diagnostics
// that the calls fn makes on the context leave behind: the warnings and
// remarks of the calls that succeed (a failing call still returns its own
// diagnostics in its error), and whatever fn emits itself with EmitError,
// EmitWarning or EmitRemark. The context is held until fn returns: calls
// that fn makes on the calling goroutine nest in this one, while other
// goroutines' calls wait, so fn must not wait for them.
func (ctx *Context) Collect(fn func() error) (diags []Diagnostic, err error) {
	cl, err := ctx.begin()
	if err != nil {
		return nil, err
	}
	finished := false
	defer func() {
		if !finished {
			cl.end() // fn panicked: release the context on the way out.
		}
	}()
	err = fn()
	finished = true
	return cl.ok(), err
}

// RegisteredDialects returns the namespaces of the dialects registered in
// the context, loaded or not, in sorted order.
func (ctx *Context) RegisteredDialects() ([]string, error) {
	c, unlock, err := ctx.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	var buf C.mlircBuffer
	C.mlircRegisteredDialects(c, &buf)
	return strings.Fields(takeBuffer(&buf)), nil
}
