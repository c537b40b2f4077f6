package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
)

// RegisterCorePasses registers MLIR's generic transformation passes
// (inline, canonicalize, cse, symbol-dce, ...) with the global pass registry.
// It is safe to call more than once.
func RegisterCorePasses() { C.mlirGoRegisterCorePasses() }

// PassManager owns an MLIR pass manager anchored on builtin.module. Its
// methods may be called from several goroutines; they are serialised with
// the other calls on its Context.
type PassManager struct {
	ctx    *Context
	c      C.MlirPassManager
	closed atomic.Bool
}

// NewPassManager creates a pass manager for modules of ctx.
func (ctx *Context) NewPassManager() (*PassManager, error) {
	c, unlock, err := ctx.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	return &PassManager{ctx: ctx, c: C.mlirPassManagerCreate(c)}, nil
}

// Close destroys the pass manager, after the calls in flight on its
// context have returned. It is safe to call more than once.
func (pm *PassManager) Close() error {
	_, unlock, err := pm.ctx.lock()
	if err != nil {
		// The pass manager holds state of the context, which is gone.
		pm.closed.Store(true)
		return nil
	}
	defer unlock()
	if pm.closed.Swap(true) {
		return nil
	}
	C.mlirPassManagerDestroy(pm.c)
	return nil
}

// lock holds the pass manager's context for a call that reports no
// diagnostics; see Context.lock.
func (pm *PassManager) lock() (C.MlirPassManager, func(), error) {
	_, unlock, err := pm.ctx.lock()
	if err != nil {
		return C.MlirPassManager{}, nil, err
	}
	if pm.closed.Load() {
		unlock()
		return C.MlirPassManager{}, nil, ErrClosed
	}
	return pm.c, unlock, nil
}

// begin starts a call that collects diagnostics; see Context.begin.
func (pm *PassManager) begin() (*call, error) {
	cl, err := pm.ctx.begin()
	if err != nil {
		return nil, err
	}
	if pm.closed.Load() {
		cl.end()
		return nil, ErrClosed
	}
	return cl, nil
}

// AddPipeline parses a textual pipeline and appends it. The text is either
// a full anchored pipeline (`builtin.module(inline,func.func(cse))`) or a
// list of passes nested under the module (`inline,func.func(cse)`).
func (pm *PassManager) AddPipeline(text string) error {
	text = strings.TrimSpace(text)
	if text == "" {
		_, unlock, err := pm.lock()
		if err != nil {
			return err
		}
		unlock()
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
	ref, free := cStringRef(inner)
	defer free()
	cl, err := pm.begin()
	if err != nil {
		return err
	}
	var errs C.mlircBuffer
	defer C.mlircBufferFree(&errs)
	if C.mlirLogicalResultIsFailure(C.mlircAddPipeline(C.mlirPassManagerGetAsOpPassManager(pm.c), ref, &errs)) {
		msg := ""
		if errs.data != nil {
			msg = strings.TrimSpace(C.GoStringN(errs.data, C.int(errs.len)))
		}
		if msg == "" {
			msg = "cannot parse pipeline"
		}
		return cl.fail("invalid pass pipeline %q: %s", text, msg)
	}
	cl.ok()
	return nil
}

// Pipeline prints the pass manager's pipeline as text.
func (pm *PassManager) Pipeline() string {
	c, unlock, err := pm.lock()
	if err != nil {
		return ""
	}
	defer unlock()
	var buf C.mlircBuffer
	C.mlircPrintPassPipeline(C.mlirPassManagerGetAsOpPassManager(c), &buf)
	return takeBuffer(&buf)
}

// EnableVerifier turns verification after each pass on or off (on by
// default).
func (pm *PassManager) EnableVerifier(on bool) {
	if c, unlock, err := pm.lock(); err == nil {
		C.mlirPassManagerEnableVerifier(c, C.bool(on))
		unlock()
	}
}

// EnableTiming reports per-pass wall time on standard error after a run.
func (pm *PassManager) EnableTiming() {
	if c, unlock, err := pm.lock(); err == nil {
		C.mlirPassManagerEnableTiming(c)
		unlock()
	}
}

// IRPrinting selects when the pass manager prints IR to standard error.
type IRPrinting struct {
	BeforeAll, AfterAll, AfterChange, AfterFailure, ModuleScope bool
	// Before and After name passes (by their pipeline argument, e.g.
	// "cse") to print the IR before or after, besides those that BeforeAll
	// and AfterAll select.
	Before, After []string
	Print         PrintOptions
}

// PassStatisticsDisplay selects how EnableStatistics reports the passes'
// statistics.
type PassStatisticsDisplay int

const (
	// StatisticsList merges the statistics of all instances of a pass
	// into one list.
	StatisticsList PassStatisticsDisplay = iota
	// StatisticsPipeline shows the statistics within the pass pipeline's
	// structure.
	StatisticsPipeline
)

// EnableStatistics reports the passes' statistics on standard error after
// each run, in the given display mode.
func (pm *PassManager) EnableStatistics(mode PassStatisticsDisplay) {
	if c, unlock, err := pm.lock(); err == nil {
		m := C.MLIR_PASS_DISPLAY_MODE_LIST
		if mode == StatisticsPipeline {
			m = C.MLIR_PASS_DISPLAY_MODE_PIPELINE
		}
		C.mlirPassManagerEnableStatistics(c, C.MlirPassDisplayMode(m))
		unlock()
	}
}

// EnableIRPrinting prints IR around passes as p says.
func (pm *PassManager) EnableIRPrinting(p IRPrinting) {
	c, unlock, err := pm.lock()
	if err != nil {
		return
	}
	defer unlock()
	flags := C.mlirOpPrintingFlagsCreate()
	defer C.mlirOpPrintingFlagsDestroy(flags)
	if p.Print.Generic {
		C.mlirOpPrintingFlagsPrintGenericOpForm(flags)
	}
	if p.Print.DebugInfo {
		C.mlirOpPrintingFlagsEnableDebugInfo(flags, true, C.bool(p.Print.PrettyDebugInfo))
	}
	if len(p.Before) > 0 || len(p.After) > 0 {
		before, freeBefore := cStringRef(strings.Join(p.Before, ","))
		defer freeBefore()
		after, freeAfter := cStringRef(strings.Join(p.After, ","))
		defer freeAfter()
		// As for mlir-opt, --mlir-print-ir-after-change alone (without a
		// list) selects every pass.
		afterAll := p.AfterAll || (p.AfterChange && len(p.After) == 0)
		C.mlirGoPassManagerEnableIRPrintingFor(c, before, after, C.bool(p.BeforeAll), C.bool(afterAll),
			C.bool(p.ModuleScope), C.bool(p.AfterChange), C.bool(p.AfterFailure), flags)
		return
	}
	C.mlirPassManagerEnableIRPrinting(c, C.bool(p.BeforeAll), C.bool(p.AfterAll || p.AfterChange || p.AfterFailure),
		C.bool(p.ModuleScope), C.bool(p.AfterChange), C.bool(p.AfterFailure), flags, C.MlirStringRef{})
}

// Run runs the pipeline on m. Failures come back as a *DiagnosticError
// holding every diagnostic the run emitted; the warnings and remarks of a
// successful run are discarded (RunWithDiagnostics returns them).
func (pm *PassManager) Run(m *Module) error {
	_, err := pm.RunWithDiagnostics(m)
	return err
}

// RunWithDiagnostics runs the pipeline on m and returns the diagnostics
// the run emitted (its passes' warnings and remarks) when it succeeds. A
// failure comes back as a *DiagnosticError holding all of them. Each run
// gets exactly the diagnostics emitted on its behalf, also with threading
// on and with other goroutines using the context.
func (pm *PassManager) RunWithDiagnostics(m *Module) ([]Diagnostic, error) {
	cl, err := pm.begin()
	if err != nil {
		return nil, err
	}
	op, err := m.Operation()
	if err != nil {
		cl.end()
		return nil, err
	}
	if m.ctx != pm.ctx {
		cl.end()
		return nil, errors.New("mlirc: the module and the pass manager belong to different contexts")
	}
	if C.mlirLogicalResultIsFailure(C.mlirPassManagerRunOnOp(pm.c, op.c)) {
		return nil, cl.fail("pass pipeline failed")
	}
	return cl.ok(), nil
}

// PassInfo describes a registered pass or pass pipeline.
type PassInfo struct {
	Argument, Description string
	Pipeline              bool
}

// RegisteredPasses lists the passes and pipelines registered through this
// package (RegisterCorePasses and RegisterPass), sorted by argument. It is
// cheap and prints nothing.
func RegisteredPasses() []PassInfo {
	var out []PassInfo
	collect := func(arg, desc string, pipeline bool) {
		out = append(out, PassInfo{Argument: arg, Description: desc, Pipeline: pipeline})
	}
	forEachRegisteredPass(collect)
	sort.Slice(out, func(i, j int) bool { return out[i].Argument < out[j].Argument })
	return out
}

// ListRegisteredPass adds a pass or pipeline that other code (a dialect's
// C++ registration function, say) registered with MLIR's registry to
// RegisteredPasses. It fails when nothing of that name is registered.
func ListRegisteredPass(argument string) error {
	if !bool(C.mlirGoListRegisteredPass(stringRef(argument))) {
		return fmt.Errorf("no pass or pipeline %q is registered", argument)
	}
	return nil
}

// IsPassRegistered reports whether a pass or pipeline is registered.
func IsPassRegistered(argument string) bool {
	return bool(C.mlirGoIsPassRegistered(stringRef(argument)))
}
