package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"runtime/cgo"
)

// Pattern is a rewrite pattern written in Go.
type Pattern interface {
	// MatchAndRewrite rewrites op through rw and reports true, or leaves the
	// IR untouched and reports false. A returned error is emitted at op's
	// location and counts as no match.
	MatchAndRewrite(op Operation, rw Rewriter) (bool, error)
}

// PatternSpec binds a pattern to the operation name it matches.
type PatternSpec struct {
	// Root is the operation name the pattern matches, e.g. "stablehlo.dot".
	Root string
	// Benefit orders patterns matching the same op (higher first).
	Benefit int
	Pattern Pattern
}

// Rewriter is the borrowed rewriter handed to a pattern; all IR changes a
// pattern makes must go through it so the driver sees them.
type Rewriter struct {
	c   C.MlirRewriterBase
	ctx *Context
}

// SetInsertionPointBefore makes Create insert before op.
func (rw Rewriter) SetInsertionPointBefore(op Operation) {
	C.mlirRewriterBaseSetInsertionPointBefore(rw.c, op.c)
}

// SetInsertionPointAfter makes Create insert after op.
func (rw Rewriter) SetInsertionPointAfter(op Operation) {
	C.mlirRewriterBaseSetInsertionPointAfter(rw.c, op.c)
}

// Create builds an operation from spec and inserts it at the insertion point.
func (rw Rewriter) Create(spec OperationSpec) (Operation, error) {
	op, err := rw.ctx.CreateOperation(spec)
	if err != nil {
		return Operation{}, err
	}
	return Operation{C.mlirRewriterBaseInsert(rw.c, op.c)}, nil
}

// Insert inserts a detached operation (e.g. a clone) at the insertion point.
func (rw Rewriter) Insert(op Operation) Operation {
	return Operation{C.mlirRewriterBaseInsert(rw.c, op.c)}
}

// ReplaceOp replaces op's results with values and erases op.
func (rw Rewriter) ReplaceOp(op Operation, values []Value) {
	vs := make([]C.MlirValue, len(values))
	for i, v := range values {
		vs[i] = v.c
	}
	var p *C.MlirValue
	if len(vs) > 0 {
		p = &vs[0]
	}
	C.mlirRewriterBaseReplaceOpWithValues(rw.c, op.c, C.intptr_t(len(vs)), p)
}

// EraseOp erases an operation without uses.
func (rw Rewriter) EraseOp(op Operation) { C.mlirRewriterBaseEraseOp(rw.c, op.c) }

// Context returns the context the rewriter works in.
func (rw Rewriter) Context() *Context { return rw.ctx }

type patternState struct {
	ctx  *Context
	spec PatternSpec
}

// ApplyPatternsGreedily applies the patterns to op and everything nested in
// it until a fixpoint, folding as it goes (MLIR's greedy driver). It fails
// when the driver does not converge or a pattern reported an error.
func (ctx *Context) ApplyPatternsGreedily(op Operation, patterns []PatternSpec) error {
	roots := make([]C.MlirStringRef, len(patterns))
	for i, p := range patterns {
		root, free := cStringRef(p.Root)
		defer free()
		roots[i] = root
	}
	cl, err := ctx.begin()
	if err != nil {
		return err
	}
	set := C.mlirRewritePatternSetCreate(cl.c)
	for i, p := range patterns {
		h := cgo.NewHandle(&patternState{ctx: ctx, spec: p})
		pat := C.mlircCreateRewritePattern(roots[i], C.uint(max(p.Benefit, 1)), cl.c, C.uintptr_t(h))
		C.mlirRewritePatternSetAdd(set, pat)
	}
	frozen := C.mlirFreezeRewritePattern(set)
	// Freezing moves the patterns out of the set but leaves the set's
	// object to its owner.
	C.mlirRewritePatternSetDestroy(set)
	config := C.mlirGreedyRewriteDriverConfigCreate()
	res := C.mlirApplyPatternsAndFoldGreedilyWithOp(op.c, frozen, config)
	C.mlirGreedyRewriteDriverConfigDestroy(config)
	C.mlirFrozenRewritePatternSetDestroy(frozen)
	for _, d := range cl.col.snapshot() {
		if d.Severity == SeverityError {
			return cl.fail("rewrite failed")
		}
	}
	if C.mlirLogicalResultIsFailure(res) {
		return cl.fail("%s: rewriting did not converge", op.Location().Position())
	}
	cl.ok()
	return nil
}

//export mlircGoPatternDestruct
func mlircGoPatternDestruct(h C.uintptr_t) { cgo.Handle(h).Delete() }

//export mlircGoPatternMatchAndRewrite
func mlircGoPatternMatchAndRewrite(op C.MlirOperation, rewriter C.MlirPatternRewriter, h C.uintptr_t) C.MlirLogicalResult {
	st := cgo.Handle(h).Value().(*patternState)
	rw := Rewriter{c: C.mlirPatternRewriterAsBase(rewriter), ctx: st.ctx}
	o := Operation{op}
	var matched bool
	err := runProtected(func() error {
		var err error
		matched, err = st.spec.Pattern.MatchAndRewrite(o, rw)
		return err
	})
	if err != nil {
		EmitError(o.Location(), err.Error())
		return C.mlirLogicalResultFailure()
	}
	if matched {
		return C.mlirLogicalResultSuccess()
	}
	return C.mlirLogicalResultFailure()
}
