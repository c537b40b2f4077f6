package passes

import (
	"fmt"
	"strings"

	"github.com/stablehlo-go/stablehlo/internal/batchnorm"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Batch normalization expanded into elementwise ops, reductions and
// broadcasts: the decompositions of internal/batchnorm, which the
// interpreter evaluates too, built as StableHLO ops that compute in the
// operand's element type.

// batchNorm is what the three ops share: the operand's type and the
// feature dimension.
type batchNorm struct {
	t       mlirc.Type
	elem    mlirc.Type
	shape   []int64
	feature int64
	epsilon float64
}

// analyzeBatchNorm checks the operands of a batch_norm_* op.
func analyzeBatchNorm(op mlirc.Operation) (*batchNorm, error) {
	t := op.Operand(0).Type()
	if !isStatic(t) {
		return nil, fmt.Errorf("operand type %s is not a statically shaped tensor", t)
	}
	bn := &batchNorm{t: t, elem: t.ElementType(), shape: t.Shape()}
	if !bn.elem.IsFloat() {
		return nil, fmt.Errorf("element type %s is not a floating-point type (quantized batch norm is not expanded)", bn.elem)
	}
	for i, v := range op.Operands() {
		if vt := v.Type(); !isStatic(vt) || !vt.ElementType().Equal(bn.elem) {
			return nil, fmt.Errorf("operand %d has type %s; expected a static tensor of %s", i, vt, bn.elem)
		}
	}
	for i, v := range op.Results() {
		if vt := v.Type(); !isStatic(vt) || !vt.ElementType().Equal(bn.elem) {
			return nil, fmt.Errorf("result %d has type %s; expected a static tensor of %s", i, vt, bn.elem)
		}
	}
	fi, eps := op.Attribute("feature_index"), op.Attribute("epsilon")
	if fi.IsNull() || !fi.IsInteger() || eps.IsNull() || !eps.IsFloat() {
		return nil, fmt.Errorf("missing feature_index or epsilon")
	}
	bn.feature, bn.epsilon = fi.Int(), eps.Float()
	if bn.feature < 0 || bn.feature >= int64(len(bn.shape)) {
		return nil, fmt.Errorf("feature_index %d is out of range for rank %d", bn.feature, len(bn.shape))
	}
	return bn, nil
}

// floatLiteral renders v rounded to the float type elem (as MLIR converts
// a double) in a form MLIR parses back to the same value.
func floatLiteral(elem mlirc.Type, v float64) string {
	s := mlirc.FloatAttr(elem, v).String()
	if i := strings.LastIndex(s, " : "); i >= 0 {
		s = s[:i]
	}
	return s
}

// splat broadcasts the scalar v (rounded to the element type) to the
// operand's type.
func (bn *batchNorm) splat(b *builder, v float64, shape []int64) mlirc.Value {
	lit := floatLiteral(bn.elem, v)
	t := tensorType(shape, bn.elem)
	return b.memoized(fmt.Sprintf("broadcast %s to %s", lit, t), func() mlirc.Value {
		return b.broadcastInDim(b.constant(v, nil, bn.elem), nil, t)
	})
}

// bcast broadcasts a per-feature vector to the operand's type (once per
// vector).
func (bn *batchNorm) bcast(b *builder, v mlirc.Value) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.memoized(fmt.Sprintf("broadcast value %x", v.ID()), func() mlirc.Value {
		return b.broadcastInDim(v, []int64{bn.feature}, bn.t)
	})
}

// sum adds x over every dimension but the feature one.
func (bn *batchNorm) sum(b *builder, x mlirc.Value) mlirc.Value {
	var dims []int64
	for d := range bn.shape {
		if int64(d) != bn.feature {
			dims = append(dims, int64(d))
		}
	}
	return b.reduceSum(x, dims)
}

// count is the number of elements per feature.
func (bn *batchNorm) count() int64 {
	n := int64(1)
	for d, s := range bn.shape {
		if int64(d) != bn.feature {
			n *= s
		}
	}
	return n
}

// irArith is batchnorm.Arith over StableHLO values in the operand's
// element type.
type irArith struct {
	b  *builder
	bn *batchNorm
}

// Add, Sub, Mul, Div and Sqrt build the elementwise ops; Sum, Broadcast
// and Count follow the feature dimension.
func (a irArith) Add(x, y mlirc.Value) mlirc.Value    { return a.b.binary("stablehlo.add", x, y) }
func (a irArith) Sub(x, y mlirc.Value) mlirc.Value    { return a.b.binary("stablehlo.subtract", x, y) }
func (a irArith) Mul(x, y mlirc.Value) mlirc.Value    { return a.b.binary("stablehlo.multiply", x, y) }
func (a irArith) Div(x, y mlirc.Value) mlirc.Value    { return a.b.binary("stablehlo.divide", x, y) }
func (a irArith) Sqrt(x mlirc.Value) mlirc.Value      { return a.b.unary("stablehlo.sqrt", x) }
func (a irArith) Sum(x mlirc.Value) mlirc.Value       { return a.bn.sum(a.b, x) }
func (a irArith) Broadcast(v mlirc.Value) mlirc.Value { return a.bn.bcast(a.b, v) }
func (a irArith) Count() float64                      { return float64(a.bn.count()) }

// Const is a splat of c rounded to the element type.
func (a irArith) Const(c float64, perFeature bool) mlirc.Value {
	shape := a.bn.shape
	if perFeature {
		shape = []int64{a.bn.shape[a.bn.feature]}
	}
	return a.bn.splat(a.b, c, shape)
}

// batchNormInferenceRule expands batch_norm_inference.
var batchNormInferenceRule = rule{name: "stablehlo.batch_norm_inference", analyze: func(op mlirc.Operation) (lowering, error) {
	bn, err := analyzeBatchNorm(op)
	if err != nil {
		return nil, err
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		x := op.Operands()
		return []mlirc.Value{batchnorm.Inference[mlirc.Value](irArith{b, bn}, x[0], x[1], x[2], x[3], x[4], bn.epsilon)}
	}, nil
}}

// batchNormTrainingRule expands batch_norm_training: the batch statistics,
// then batch_norm_inference with them.
var batchNormTrainingRule = rule{name: "stablehlo.batch_norm_training", analyze: func(op mlirc.Operation) (lowering, error) {
	bn, err := analyzeBatchNorm(op)
	if err != nil {
		return nil, err
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		x := op.Operands()
		out, mean, variance := batchnorm.Training[mlirc.Value](irArith{b, bn}, x[0], x[1], x[2], bn.epsilon)
		return []mlirc.Value{out, mean, variance}
	}, nil
}}

// batchNormGradRule expands batch_norm_grad as the specification (after
// XLA's batch-norm expander) does.
var batchNormGradRule = rule{name: "stablehlo.batch_norm_grad", analyze: func(op mlirc.Operation) (lowering, error) {
	bn, err := analyzeBatchNorm(op)
	if err != nil {
		return nil, err
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		x := op.Operands()
		gradOperand, gradScale, gradOffset := batchnorm.Grad[mlirc.Value](irArith{b, bn}, x[0], x[1], x[2], x[3], x[4], bn.epsilon)
		return []mlirc.Value{gradOperand, gradScale, gradOffset}
	}, nil
}}

// batchNormRules are the rules of stablehlo-expand-batch-norm.
func batchNormRules() []rule {
	return []rule{batchNormGradRule, batchNormInferenceRule, batchNormTrainingRule}
}

// BatchNormPatterns returns the expansions of stablehlo-expand-batch-norm as
// patterns for ctx.ApplyPatternsGreedily.
func BatchNormPatterns() []mlirc.PatternSpec { return patternsOf(batchNormRules()) }

// ExpandBatchNorm expands the batch_norm_* ops nested in op, as the pass
// stablehlo-expand-batch-norm does.
func ExpandBatchNorm(op mlirc.Operation, failOnUnsupported bool) error {
	return rewriteAll(op, "expand", batchNormRules(), rewriteOptions{failOnUnsupported: failOnUnsupported})
}
