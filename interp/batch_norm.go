package interp

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/internal/batchnorm"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.batch_norm_inference, batch_norm_training and batch_norm_grad
// evaluate the decompositions of internal/batchnorm, the ones the
// stablehlo-expand-batch-norm pass builds as ops: the statistics run over
// every dimension except feature_index, the mean is sum/N and the variance
// mean((x - mean)²) (population variance) with N = size(operand) /
// dim(operand, feature_index). Where the expansion computes every step in
// the element type, the kernels compute in float64 and round the results
// once; epsilon is first rounded to the element type like the
// decomposition's constant(epsilon, element_type(operand)).
// Quantized operands go through dequantize_op_quantize.

// bnLayout splits an operand around the feature dimension: outer blocks of
// c features of inner contiguous elements.
type bnLayout struct {
	outer, c, inner int
}

func newBNLayout(shape []int64, feature int) bnLayout {
	l := bnLayout{outer: 1, c: int(shape[feature]), inner: 1}
	for i, d := range shape {
		switch {
		case i < feature:
			l.outer *= int(d)
		case i > feature:
			l.inner *= int(d)
		}
	}
	return l
}

// perFeature adds every element of x to the sum of its feature.
func (l bnLayout) perFeature(x []float64, sums []float64) {
	i := 0
	for o := 0; o < l.outer; o++ {
		for c := 0; c < l.c; c++ {
			var s float64
			for _, v := range x[i : i+l.inner] {
				s += v
			}
			sums[c] += s
			i += l.inner
		}
	}
}

// each calls fn for every run of inner elements [start, start+inner) with
// its feature.
func (l bnLayout) each(fn func(start, c int)) {
	i := 0
	for o := 0; o < l.outer; o++ {
		for c := 0; c < l.c; c++ {
			fn(i, c)
			i += l.inner
		}
	}
}

// bnCommon holds what all three operations decode at compile time.
type bnCommon struct {
	feature int
	epsilon float64
	kind    tensor.Kind
}

func newBNCommon(c *OpContext) (*bnCommon, error) {
	ot, err := staticTensorType(c, "operand", c.Operands[0])
	if err != nil {
		return nil, err
	}
	if !ot.Kind.IsFloat() {
		return nil, c.Errorf("element type %s is not supported", ot.Kind)
	}
	fa, ea := c.Attr("feature_index"), c.Attr("epsilon")
	if fa.IsNull() || ea.IsNull() {
		return nil, c.Errorf("missing feature_index or epsilon")
	}
	feature := int(fa.Int())
	if feature < 0 || feature >= ot.Rank() {
		return nil, c.Errorf("feature_index %d is out of range for %s", feature, ot)
	}
	return &bnCommon{feature: feature, epsilon: tensor.RoundFloat(ot.Kind, ea.Float()), kind: ot.Kind}, nil
}

// operands converts the kernel arguments to float64 slices and checks the
// per-feature ones have c elements.
func (b *bnCommon) operands(args []Value, perFeature int) (shape []int64, l bnLayout, vals [][]float64, err error) {
	for i, a := range args {
		t, err := tensorArg(a)
		if err != nil {
			return nil, l, nil, err
		}
		if i == 0 {
			shape = t.Shape()
			l = newBNLayout(shape, b.feature)
		} else if i <= perFeature && t.Len() != l.c {
			return nil, l, nil, fmt.Errorf("operand %d has %d elements, want %d", i, t.Len(), l.c)
		} else if i > perFeature && t.Len() != l.outer*l.c*l.inner {
			return nil, l, nil, fmt.Errorf("operand %d has shape %v, want %v", i, t.Shape(), shape)
		}
		v, err := realsOf(t)
		if err != nil {
			return nil, l, nil, err
		}
		vals = append(vals, v)
	}
	return shape, l, vals, nil
}

// newReals allocates a float tensor of the operation's kind and stores v.
func (b *bnCommon) newReals(f *Frame, shape []int64, v []float64) (*tensor.Tensor, error) {
	t, err := f.New(tensor.Type{Kind: b.kind, Shape: shape})
	if err != nil {
		return nil, err
	}
	if err := storeReals(t, v); err != nil {
		return nil, err
	}
	return t, nil
}

// bnArith is batchnorm.Arith on float64 arrays laid out as l describes.
type bnArith struct{ l bnLayout }

// Add, Sub, Mul, Div and Sqrt compute elementwise; Sum, Broadcast and
// Count follow the feature dimension.
func (a bnArith) Add(x, y []float64) []float64 {
	out := make([]float64, len(x))
	for i, p := range x {
		out[i] = p + y[i]
	}
	return out
}
func (a bnArith) Sub(x, y []float64) []float64 {
	out := make([]float64, len(x))
	for i, p := range x {
		out[i] = p - y[i]
	}
	return out
}
func (a bnArith) Mul(x, y []float64) []float64 {
	out := make([]float64, len(x))
	for i, p := range x {
		out[i] = p * y[i]
	}
	return out
}
func (a bnArith) Div(x, y []float64) []float64 {
	out := make([]float64, len(x))
	for i, p := range x {
		out[i] = p / y[i]
	}
	return out
}
func (a bnArith) Sqrt(x []float64) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = math.Sqrt(v)
	}
	return out
}
func (a bnArith) Sum(x []float64) []float64 {
	s := make([]float64, a.l.c)
	a.l.perFeature(x, s)
	return s
}
func (a bnArith) Broadcast(v []float64) []float64 {
	out := make([]float64, a.l.outer*a.l.c*a.l.inner)
	a.l.each(func(start, c int) {
		row := out[start : start+a.l.inner]
		for i := range row {
			row[i] = v[c]
		}
	})
	return out
}
func (a bnArith) Count() float64 { return float64(a.l.outer * a.l.inner) }

// Const is c, unrounded: constants reach the element type with the
// results.
func (a bnArith) Const(c float64, perFeature bool) []float64 {
	n := a.l.c
	if !perFeature {
		n *= a.l.outer * a.l.inner
	}
	out := make([]float64, n)
	for i := range out {
		out[i] = c
	}
	return out
}

func buildBatchNormInference(c *OpContext) (Kernel, error) {
	b, err := newBNCommon(c)
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		shape, l, v, err := b.operands(args, 4)
		if err != nil {
			return nil, err
		}
		out, err := b.newReals(f, shape, batchnorm.Inference[[]float64](bnArith{l}, v[0], v[1], v[2], v[3], v[4], b.epsilon))
		if err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

func buildBatchNormTraining(c *OpContext) (Kernel, error) {
	b, err := newBNCommon(c)
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		shape, l, v, err := b.operands(args, 2)
		if err != nil {
			return nil, err
		}
		norm, mean, variance := batchnorm.Training[[]float64](bnArith{l}, v[0], v[1], v[2], b.epsilon)
		out, err := b.newReals(f, shape, norm)
		if err != nil {
			return nil, err
		}
		fs := []int64{int64(l.c)}
		mt, err := b.newReals(f, fs, mean)
		if err != nil {
			return nil, err
		}
		vt, err := b.newReals(f, fs, variance)
		if err != nil {
			return nil, err
		}
		return []Value{out, mt, vt}, nil
	}, nil
}

func buildBatchNormGrad(c *OpContext) (Kernel, error) {
	b, err := newBNCommon(c)
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		// operand, scale, mean, variance, grad_output
		shape, l, v, err := b.operands(args, 3)
		if err != nil {
			return nil, err
		}
		gradOperand, gradScale, gradOffset := batchnorm.Grad[[]float64](bnArith{l}, v[0], v[1], v[2], v[3], v[4], b.epsilon)
		fs := []int64{int64(l.c)}
		res := make([]Value, 3)
		for i, r := range []struct {
			shape []int64
			v     []float64
		}{{shape, gradOperand}, {fs, gradScale}, {fs, gradOffset}} {
			t, err := b.newReals(f, r.shape, r.v)
			if err != nil {
				return nil, err
			}
			res[i] = t
		}
		return res, nil
	}, nil
}

func init() {
	register("stablehlo.batch_norm_inference", quantized(buildBatchNormInference))
	register("stablehlo.batch_norm_training", quantized(buildBatchNormTraining))
	register("stablehlo.batch_norm_grad", quantized(buildBatchNormGrad))
}
