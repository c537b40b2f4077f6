package interp

import (
	"fmt"

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
func (b *bnCommon) operands(args []Value, perFeature int) (shape []int64, l batchnorm.Layout, vals [][]float64, err error) {
	for i, a := range args {
		t, err := tensorArg(a)
		if err != nil {
			return nil, l, nil, err
		}
		if i == 0 {
			shape = t.Shape()
			l = batchnorm.NewLayout(shape, b.feature)
		} else if i <= perFeature && t.Len() != l.C {
			return nil, l, nil, fmt.Errorf("operand %d has %d elements, want %d", i, t.Len(), l.C)
		} else if i > perFeature && t.Len() != l.Len() {
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

// newFull allocates a float tensor of the operation's kind and stores the
// elements of the full value v.
func (b *bnCommon) newFull(f *Frame, shape []int64, e *batchnorm.Eval, v *batchnorm.Value) (*tensor.Tensor, error) {
	out := make([]float64, e.Layout().Len())
	e.Materialize(v, out)
	return b.newReals(f, shape, out)
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
		e := batchnorm.NewEval(l)
		norm := batchnorm.Inference[*batchnorm.Value](e, e.Full(v[0]), e.PerFeature(v[1]), e.PerFeature(v[2]), e.PerFeature(v[3]), e.PerFeature(v[4]), b.epsilon)
		out, err := b.newFull(f, shape, e, norm)
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
		e := batchnorm.NewEval(l)
		norm, mean, variance := batchnorm.Training[*batchnorm.Value](e, e.Full(v[0]), e.PerFeature(v[1]), e.PerFeature(v[2]), b.epsilon)
		out, err := b.newFull(f, shape, e, norm)
		if err != nil {
			return nil, err
		}
		fs := []int64{int64(l.C)}
		mt, err := b.newReals(f, fs, e.Features(mean))
		if err != nil {
			return nil, err
		}
		vt, err := b.newReals(f, fs, e.Features(variance))
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
		e := batchnorm.NewEval(l)
		gradOperand, gradScale, gradOffset := batchnorm.Grad[*batchnorm.Value](e, e.Full(v[0]), e.PerFeature(v[1]), e.PerFeature(v[2]), e.PerFeature(v[3]), e.Full(v[4]), b.epsilon)
		gt, err := b.newFull(f, shape, e, gradOperand)
		if err != nil {
			return nil, err
		}
		fs := []int64{int64(l.C)}
		st, err := b.newReals(f, fs, e.Features(gradScale))
		if err != nil {
			return nil, err
		}
		ot, err := b.newReals(f, fs, e.Features(gradOffset))
		if err != nil {
			return nil, err
		}
		return []Value{gt, st, ot}, nil
	}, nil
}

func init() {
	register("stablehlo.batch_norm_inference", quantized(buildBatchNormInference))
	register("stablehlo.batch_norm_training", quantized(buildBatchNormTraining))
	register("stablehlo.batch_norm_grad", quantized(buildBatchNormGrad))
}
