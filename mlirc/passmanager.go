package mlirc

/*
#include "bridge.h"
#include "mlir-c/Transforms.h"
*/
import "C"

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

var registerCoreOnce sync.Once

// RegisterCorePasses registers MLIR's generic transformation passes
// (inline, canonicalize, cse, symbol-dce, ...) with the global pass registry.
// It is safe to call more than once.
func RegisterCorePasses() {
	registerCoreOnce.Do(func() { C.mlirRegisterTransformsPasses() })
}

// PassManager owns an MLIR pass manager anchored on builtin.module.
type PassManager struct {
	mu     sync.Mutex
	ctx    *Context
	c      C.MlirPassManager
	closed bool
}

// NewPassManager creates a pass manager for modules of ctx.
func (ctx *Context) NewPassManager() (*PassManager, error) {
	c, err := ctx.raw()
	if err != nil {
		return nil, err
	}
	return &PassManager{ctx: ctx, c: C.mlirPassManagerCreate(c)}, nil
}

// Close destroys the pass manager. It is safe to call more than once.
func (pm *PassManager) Close() error {
	pm.mu.Lock()
	defer pm.mu.Unlock()
	if pm.closed {
		return nil
	}
	pm.closed = true
	if !pm.ctx.Closed() {
		C.mlirPassManagerDestroy(pm.c)
	}
	return nil
}

func (pm *PassManager) raw() (C.MlirPassManager, error) {
	pm.mu.Lock()
	defer pm.mu.Unlock()
	if pm.closed || pm.ctx.Closed() {
		return C.MlirPassManager{}, ErrClosed
	}
	return pm.c, nil
}

// AddPipeline parses a textual pipeline and appends it. The text is either
// a full anchored pipeline (`builtin.module(inline,func.func(cse))`) or a
// list of passes nested under the module (`inline,func.func(cse)`).
func (pm *PassManager) AddPipeline(text string) error {
	c, err := pm.raw()
	if err != nil {
		return err
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	if !strings.HasPrefix(text, "builtin.module(") {
		text = "builtin.module(" + text + ")"
	} else if !strings.HasSuffix(text, ")") {
		return fmt.Errorf("invalid pass pipeline %q: missing ')'", text)
	}
	// The anchored form names the op the pass manager is already anchored on;
	// add the inner list.
	inner := strings.TrimSuffix(strings.TrimPrefix(text, "builtin.module("), ")")
	pm.ctx.TakeDiagnostics()
	var errs C.mlircBuffer
	ref, free := cStringRef(inner)
	defer free()
	if C.mlirLogicalResultIsFailure(C.mlircAddPipeline(C.mlirPassManagerGetAsOpPassManager(c), ref, &errs)) {
		msg := strings.TrimSpace(takeBuffer(&errs))
		if msg == "" {
			msg = "cannot parse pipeline"
		}
		return &DiagnosticError{Summary: fmt.Sprintf("invalid pass pipeline %q: %s", text, msg), Diagnostics: pm.ctx.TakeDiagnostics()}
	}
	C.mlircBufferFree(&errs)
	return nil
}

// Pipeline prints the pass manager's pipeline as text.
func (pm *PassManager) Pipeline() string {
	c, err := pm.raw()
	if err != nil {
		return ""
	}
	var buf C.mlircBuffer
	C.mlircPrintPassPipeline(C.mlirPassManagerGetAsOpPassManager(c), &buf)
	return takeBuffer(&buf)
}

// EnableVerifier turns verification after each pass on or off (on by
// default).
func (pm *PassManager) EnableVerifier(on bool) {
	if c, err := pm.raw(); err == nil {
		C.mlirPassManagerEnableVerifier(c, C.bool(on))
	}
}

// EnableTiming reports per-pass wall time on standard error after a run.
func (pm *PassManager) EnableTiming() {
	if c, err := pm.raw(); err == nil {
		C.mlirPassManagerEnableTiming(c)
	}
}

// IRPrinting selects when the pass manager prints IR to standard error.
type IRPrinting struct {
	BeforeAll, AfterAll, AfterChange, AfterFailure, ModuleScope bool
	Print                                                       PrintOptions
}

// EnableIRPrinting prints IR around passes as p says.
func (pm *PassManager) EnableIRPrinting(p IRPrinting) {
	c, err := pm.raw()
	if err != nil {
		return
	}
	flags := C.mlirOpPrintingFlagsCreate()
	defer C.mlirOpPrintingFlagsDestroy(flags)
	if p.Print.Generic {
		C.mlirOpPrintingFlagsPrintGenericOpForm(flags)
	}
	if p.Print.DebugInfo {
		C.mlirOpPrintingFlagsEnableDebugInfo(flags, true, C.bool(p.Print.PrettyDebugInfo))
	}
	C.mlirPassManagerEnableIRPrinting(c, C.bool(p.BeforeAll), C.bool(p.AfterAll || p.AfterChange || p.AfterFailure),
		C.bool(p.ModuleScope), C.bool(p.AfterChange), C.bool(p.AfterFailure), flags, C.MlirStringRef{})
}

// Run runs the pipeline on m. Failures come back as a *DiagnosticError.
func (pm *PassManager) Run(m *Module) error {
	c, err := pm.raw()
	if err != nil {
		return err
	}
	op, err := m.Operation()
	if err != nil {
		return err
	}
	pm.ctx.TakeDiagnostics()
	if C.mlirLogicalResultIsFailure(C.mlirPassManagerRunOnOp(c, op.c)) {
		return pm.ctx.errorf("pass pipeline failed")
	}
	return nil
}

// PassInfo describes a registered pass or pass pipeline.
type PassInfo struct {
	Argument, Description string
	Pipeline              bool
}

// RegisteredPasses lists every pass and pipeline in MLIR's global registry,
// sorted by argument.
func RegisteredPasses() []PassInfo {
	var out []PassInfo
	collect := func(arg, desc string, pipeline bool) {
		out = append(out, PassInfo{Argument: arg, Description: desc, Pipeline: pipeline})
	}
	forEachRegisteredPass(collect)
	sort.Slice(out, func(i, j int) bool { return out[i].Argument < out[j].Argument })
	return out
}

// IsPassRegistered reports whether a pass or pipeline is registered.
func IsPassRegistered(argument string) bool {
	return bool(C.mlirGoIsPassRegistered(stringRef(argument)))
}
