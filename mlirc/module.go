package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"fmt"
	"os"
	"sync/atomic"
)

// Module owns a builtin.module operation. Its methods may be called from
// several goroutines; they are serialised with the other calls on its
// Context.
type Module struct {
	ctx    *Context
	c      C.MlirModule
	closed atomic.Bool
}

// largeStackSize is the stack of the threads that parse, verify and print
// modules: MLIR recurses for every nesting level of the IR, and
// checkNesting bounds the levels of parsed text to DefaultMaxNesting. At
// that depth the parser needs about 5 MiB, the verifier and the printer
// under 2 MiB; the thread's pages are committed only as they are used.
const largeStackSize = 64 << 20

// ParseModule parses source as a module. fileName names the buffer in
// locations and diagnostics. On failure the error is a *DiagnosticError
// holding what the parser reported. Input nested more deeply than
// DefaultMaxNesting levels is rejected before MLIR sees it.
func (ctx *Context) ParseModule(source []byte, fileName string) (*Module, error) {
	if ctx.Closed() {
		return nil, ErrClosed
	}
	text, err := parserText(string(source), fileName)
	if err != nil {
		return nil, err
	}
	src, freeSrc := cStringRef(text)
	defer freeSrc()
	name, freeName := cStringRef(fileName)
	defer freeName()
	cl, err := ctx.begin()
	if err != nil {
		return nil, err
	}
	m := C.mlircParseModule(cl.c, src, name, largeStackSize)
	if m.ptr == nil {
		return nil, cl.fail("%s: cannot parse module", fileName)
	}
	cl.ok()
	return &Module{ctx: ctx, c: m}, nil
}

// ParseModuleFile reads and parses a file; "-" reads standard input.
func (ctx *Context) ParseModuleFile(path string) (*Module, error) {
	var data []byte
	var err error
	name := path
	if path == "-" {
		data, err = readAll(os.Stdin)
		name = "<stdin>"
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return ctx.ParseModule(data, name)
}

// NewModule creates an empty module at loc.
func (ctx *Context) NewModule(loc Location) (*Module, error) {
	_, unlock, err := ctx.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	return &Module{ctx: ctx, c: C.mlirModuleCreateEmpty(loc.c)}, nil
}

// Close destroys the module, after the calls in flight on its context
// have returned. It is safe to call more than once; a module whose context
// is closed was destroyed with it.
func (m *Module) Close() error {
	_, unlock, err := m.ctx.lock()
	if err != nil {
		m.closed.Store(true)
		return nil
	}
	defer unlock()
	if m.closed.Swap(true) {
		return nil
	}
	C.mlirModuleDestroy(m.c)
	return nil
}

// Context returns the module's context.
func (m *Module) Context() *Context { return m.ctx }

// Operation returns the module's builtin.module operation, or ErrClosed when
// the module or its context is closed.
func (m *Module) Operation() (Operation, error) {
	if m.closed.Load() || m.ctx.Closed() {
		return Operation{}, ErrClosed
	}
	return Operation{C.mlirModuleGetOperation(m.c)}, nil
}

// Body returns the module's body block.
func (m *Module) Body() (Block, error) {
	if _, err := m.Operation(); err != nil {
		return Block{}, err
	}
	return Block{C.mlirModuleGetBody(m.c)}, nil
}

// Verify runs the verifier over the module. Failures come back as a
// *DiagnosticError.
func (m *Module) Verify() error {
	cl, err := m.ctx.begin()
	if err != nil {
		return err
	}
	op, err := m.Operation()
	if err != nil {
		cl.end()
		return err
	}
	return op.verify(cl)
}

// Print prints the module with the given options.
func (m *Module) Print(opts PrintOptions) (string, error) {
	_, unlock, err := m.ctx.lock()
	if err != nil {
		return "", err
	}
	defer unlock()
	op, err := m.Operation()
	if err != nil {
		return "", err
	}
	return op.print(opts, true), nil
}

// NewestBytecodeVersion asks WriteBytecode for the newest bytecode format
// MLIR writes.
const NewestBytecodeVersion = -1

// WriteBytecode serializes the module as MLIR bytecode of format version
// (NewestBytecodeVersion for the newest), with producer recorded in the
// header. Dialects write their attributes and types with their own
// bytecode encodings where they have one.
func (m *Module) WriteBytecode(producer string, version int64) ([]byte, error) {
	cl, err := m.ctx.begin()
	if err != nil {
		return nil, err
	}
	op, err := m.Operation()
	if err != nil {
		cl.end()
		return nil, err
	}
	p, freeP := cStringRef(producer)
	defer freeP()
	var buf C.mlircBuffer
	ok := bool(C.mlircWriteBytecode(op.c, p, C.int64_t(version), &buf))
	data := []byte(takeBuffer(&buf))
	if !ok {
		return nil, cl.fail("cannot write bytecode version %d", version)
	}
	cl.ok()
	return data, nil
}

// Lookup returns the top-level operation defining symbol name (null when
// absent).
func (m *Module) Lookup(name string) Operation {
	body, err := m.Body()
	if err != nil {
		return Operation{}
	}
	for op := body.FirstOperation(); !op.IsNull(); op = op.Next() {
		if a := op.Attribute("sym_name"); !a.IsNull() && a.IsString() && a.Str() == name {
			return op
		}
	}
	return Operation{}
}

// PrintOptions control how IR is printed.
type PrintOptions struct {
	// Generic prints every operation in the generic form.
	Generic bool
	// DebugInfo prints locations; PrettyDebugInfo uses the pretty form.
	DebugInfo, PrettyDebugInfo bool
	// LocalScope prints an operation nested in a larger module without
	// numbering values of the enclosing scope.
	LocalScope bool
	// ElideLargeElements elides elements attributes larger than the limit
	// (0 keeps everything).
	ElideLargeElements int
	// AssumeVerified skips the verifier the printer otherwise runs to decide
	// whether the custom form is safe.
	AssumeVerified bool
}
