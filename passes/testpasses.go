package passes

import (
	"errors"
	"fmt"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// testPasses are small passes that exercise Go passes inside MLIR
// pipelines, in the spirit of mlir-opt's test-* passes.
func testPasses() []mlirc.PassDefinition {
	return []mlirc.PassDefinition{
		{
			Argument:    "test-go-annotate",
			Description: "Test pass: set a unit attribute (option attr, default go.visited) on every operation nested in a function",
			OpName:      "func.func",
			New:         func() mlirc.Pass { return &annotatePass{attr: "go.visited"} },
		},
		{
			Argument:    "test-go-fail",
			Description: "Test pass: fail with the message given by option message",
			New:         func() mlirc.Pass { return &failPass{message: "test-go-fail was asked to fail"} },
		},
		{
			Argument:    "test-go-add-self-to-multiply",
			Description: "Test pass: rewrite stablehlo.add %x, %x into stablehlo.multiply %x, 2 with a Go rewrite pattern",
			OpName:      "func.func",
			New:         func() mlirc.Pass { return addSelfPass{} },
		},
	}
}

type annotatePass struct{ attr string }

func (p *annotatePass) SetOptions(opts map[string]string) error {
	for k, v := range opts {
		if k != "attr" {
			return fmt.Errorf("unknown option %q", k)
		}
		if v == "" {
			return errors.New("option attr needs a name")
		}
		p.attr = v
	}
	return nil
}

func (p *annotatePass) Run(fn mlirc.Operation) error {
	var ctxErr error
	fn.Walk(mlirc.PreOrder, func(op mlirc.Operation) mlirc.WalkResult {
		if op.Equal(fn) {
			return mlirc.WalkAdvance
		}
		ctx, err := op.Context()
		if err != nil {
			ctxErr = err
			return mlirc.WalkInterrupt
		}
		op.SetAttribute(p.attr, ctx.UnitAttr())
		return mlirc.WalkAdvance
	})
	return ctxErr
}

type failPass struct{ message string }

func (p *failPass) SetOptions(opts map[string]string) error {
	for k, v := range opts {
		if k != "message" {
			return fmt.Errorf("unknown option %q", k)
		}
		p.message = v
	}
	return nil
}

func (p *failPass) Run(op mlirc.Operation) error { return errors.New(p.message) }

type addSelfPass struct{}

func (addSelfPass) Run(fn mlirc.Operation) error {
	ctx, err := fn.Context()
	if err != nil {
		return err
	}
	return ctx.ApplyPatternsGreedily(fn, []mlirc.PatternSpec{{Root: "stablehlo.add", Benefit: 1, Pattern: addSelfPattern{}}})
}

type addSelfPattern struct{}

func (addSelfPattern) MatchAndRewrite(op mlirc.Operation, rw mlirc.Rewriter) (bool, error) {
	if op.NumOperands() != 2 || !op.Operand(0).Equal(op.Operand(1)) {
		return false, nil
	}
	x := op.Operand(0)
	t := x.Type()
	elem := t.ElementType()
	if !elem.IsFloat() && (!elem.IsInteger() || elem.IntegerWidth() <= 2) {
		return false, nil
	}
	attr := mlirc.SplatNumber(t, 2)
	if attr.IsNull() {
		return false, fmt.Errorf("no constant 2 of type %s", t)
	}
	rw.SetInsertionPointBefore(op)
	c, err := rw.Create(mlirc.OperationSpec{
		Name: "stablehlo.constant", Location: op.Location(), Results: []mlirc.Type{t},
		Attributes: []mlirc.NamedAttribute{{Name: "value", Value: attr}},
	})
	if err != nil {
		return false, err
	}
	mul, err := rw.Create(mlirc.OperationSpec{
		Name: "stablehlo.multiply", Location: op.Location(),
		Operands: []mlirc.Value{x, c.Result(0)}, Results: []mlirc.Type{op.Result(0).Type()},
	})
	if err != nil {
		return false, err
	}
	rw.ReplaceOp(op, mul.Results())
	return true, nil
}
