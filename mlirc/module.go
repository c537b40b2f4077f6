package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"fmt"
	"os"
	"sync"
)

// Module owns a builtin.module operation.
type Module struct {
	mu     sync.Mutex
	ctx    *Context
	c      C.MlirModule
	closed bool
}

// ParseModule parses source as a module. fileName names the buffer in
// locations and diagnostics. On failure the error is a *DiagnosticError
// holding what the parser reported.
func (ctx *Context) ParseModule(source []byte, fileName string) (*Module, error) {
	c, err := ctx.raw()
	if err != nil {
		return nil, err
	}
	ctx.TakeDiagnostics()
	src, freeSrc := cStringRef(string(source))
	defer freeSrc()
	name, freeName := cStringRef(fileName)
	defer freeName()
	m := C.mlirGoParseSourceString(c, src, name)
	if m.ptr == nil {
		return nil, ctx.errorf("%s: cannot parse module", fileName)
	}
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
	if _, err := ctx.raw(); err != nil {
		return nil, err
	}
	return &Module{ctx: ctx, c: C.mlirModuleCreateEmpty(loc.c)}, nil
}

// Close destroys the module. It is safe to call more than once.
func (m *Module) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil
	}
	m.closed = true
	if !m.ctx.Closed() {
		C.mlirModuleDestroy(m.c)
	}
	return nil
}

// Context returns the module's context.
func (m *Module) Context() *Context { return m.ctx }

// Operation returns the module's builtin.module operation, or an error when
// the module or its context is closed.
func (m *Module) Operation() (Operation, error) {
	m.mu.Lock()
	closed := m.closed
	m.mu.Unlock()
	if closed || m.ctx.Closed() {
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

// Verify runs the verifier over the module.
func (m *Module) Verify() error {
	op, err := m.Operation()
	if err != nil {
		return err
	}
	return op.Verify(m.ctx)
}

// Print prints the module with the given options.
func (m *Module) Print(opts PrintOptions) (string, error) {
	op, err := m.Operation()
	if err != nil {
		return "", err
	}
	return op.Print(opts), nil
}

// NewestBytecodeVersion asks WriteBytecode for the newest bytecode format
// MLIR writes.
const NewestBytecodeVersion = -1

// WriteBytecode serializes the module as MLIR bytecode of format version
// (NewestBytecodeVersion for the newest), with producer recorded in the
// header. Dialects write their attributes and types with their own
// bytecode encodings where they have one.
func (m *Module) WriteBytecode(producer string, version int64) ([]byte, error) {
	op, err := m.Operation()
	if err != nil {
		return nil, err
	}
	m.ctx.TakeDiagnostics()
	p, freeP := cStringRef(producer)
	defer freeP()
	var buf C.mlircBuffer
	ok := bool(C.mlircWriteBytecode(op.c, p, C.int64_t(version), &buf))
	data := []byte(takeBuffer(&buf))
	if !ok {
		return nil, m.ctx.errorf("cannot write bytecode version %d", version)
	}
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
