package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Quantized products. dot_general, dot, convolution and dynamic_conv take
// quantized operands in two forms:
//
//   - quantized lhs and rhs with a quantized result: the product of the
//     dequantized operands, quantized to the result type. The kernel
//     evaluates it exactly: it accumulates (lhs - zero_point(lhs)) *
//     (rhs - zero_point(rhs)) in 64-bit integers with the integer form of
//     the op, multiplies each sum by scale(lhs) * scale(rhs) (the rhs scale
//     of the result's output feature when rhs is per-axis quantized) and
//     quantizes that to the result type. When the result's scale is the
//     product of the operands' scales, as quantizers emit for an i32
//     accumulator, the stored result is the integer sum itself.
//   - a float lhs with a quantized rhs and a float result (weight-only,
//     hybrid_dequantize_then_op): rhs is dequantized and the float op runs.

// rhsResultDim maps the quantized dimension of a product's rhs to the
// result dimension that carries it, or returns an error when rhs cannot be
// quantized along it.
type rhsResultDim func(c *OpContext, d int) (int, error)

// quantizedProduct wraps the builder of a product so that it accepts
// quantized operands as described above.
func quantizedProduct(inner Builder, resultDim rhsResultDim) Builder {
	return func(c *OpContext) (Kernel, error) {
		if len(c.Operands) < 2 || c.Operands[0].Tensor == nil || c.Operands[1].Tensor == nil || len(c.Results) != 1 {
			return inner(c)
		}
		lq, rq, oq := quantOf(c.Operands[0]), quantOf(c.Operands[1]), quantOf(c.Results[0])
		switch {
		case lq == nil && rq == nil && oq == nil:
			return inner(c)
		case lq == nil && rq != nil && oq == nil:
			return quantized(inner)(c)
		case lq == nil || rq == nil || oq == nil:
			return nil, c.Errorf("quantized products need both operands and the result quantized, or only rhs (weights)")
		}
		return buildIntegerProduct(c, inner, resultDim, lq, rq, oq)
	}
}

// buildIntegerProduct builds the quantized x quantized form of a product.
func buildIntegerProduct(c *OpContext, inner Builder, resultDim rhsResultDim, lq, rq, oq *tensor.Quant) (Kernel, error) {
	if lq.PerAxis() {
		return c.unsupportedKernel("%s: a per-axis quantized lhs is not supported (the spec quantizes lhs per tensor)", c.Name), nil
	}
	if lq.Expressed != rq.Expressed || lq.Expressed != oq.Expressed {
		return nil, c.Errorf("operands and result must share the expressed type")
	}
	// The rhs scale of each result element comes from the result dimension
	// that carries rhs's quantized dimension.
	scaleDim := -1
	if rq.PerAxis() {
		d, err := resultDim(c, rq.QuantizedDimension)
		if err != nil {
			return nil, c.Errorf("rhs quantized along dimension %d: %v", rq.QuantizedDimension, err)
		}
		scaleDim = d
	}
	fc := *c
	fc.Operands = append([]ValueType(nil), c.Operands...)
	fc.Operands[0] = integerValueType(c.Operands[0])
	fc.Operands[1] = integerValueType(c.Operands[1])
	fc.Results = []ValueType{integerValueType(c.Results[0])}
	k, err := inner(&fc)
	if err != nil {
		return nil, err
	}
	r := quantRounding{kind: oq.Expressed, narrow: oq.Expressed.IsNarrowFloat()}
	lscale := r.round(lq.Scales[0])
	scales := make([]float64, len(rq.Scales))
	for i, s := range rq.Scales {
		scales[i] = r.round(lscale * r.round(s))
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		iargs := append([]Value(nil), args...)
		for i, q := range []*tensor.Quant{lq, rq} {
			t, err := tensorArg(args[i])
			if err != nil {
				return nil, err
			}
			if iargs[i], err = centredStorage(f, t, q); err != nil {
				return nil, fmt.Errorf("operand %d: %w", i, err)
			}
		}
		res, err := k(f, iargs)
		if err != nil {
			return nil, err
		}
		acc, err := tensorArg(res[0])
		if err != nil {
			return nil, err
		}
		out, err := requantizeSums(f, acc, scales, scaleDim, oq)
		if err != nil {
			return nil, fmt.Errorf("result: %w", err)
		}
		return []Value{out}, nil
	}, nil
}

// integerValueType is the 64-bit integer tensor type of a quantized tensor
// type's shape: the type the integer form of a product computes in.
func integerValueType(t ValueType) ValueType {
	it := tensor.Type{Kind: tensor.SI64, Shape: t.Tensor.Shape}
	return ValueType{Tensor: &it, Text: it.String()}
}

// centredStorage returns the stored values of t less their zero points, as
// a 64-bit integer tensor of t's shape.
func centredStorage(f *Frame, t *tensor.Tensor, q *tensor.Quant) (*tensor.Tensor, error) {
	src, err := elem.Of(t).Indices(t)
	if err != nil {
		return nil, fmt.Errorf("cannot read the stored values: %w", err)
	}
	out, err := f.New(tensor.Type{Kind: tensor.SI64, Shape: t.Shape()})
	if err != nil {
		return nil, err
	}
	dst := out.Int64s()
	outer, dim, inner := quantBlocks(t.Shape(), q)
	for o := 0; o < outer; o++ {
		for a := 0; a < dim; a++ {
			base := (o*dim + a) * inner
			zp := q.ZeroPoints[a]
			for i := base; i < base+inner; i++ {
				dst[i] = src[i] - zp
			}
		}
	}
	return out, nil
}

// requantizeSums turns the integer sums of a product into its quantized
// result: sum * scales[s] in the expressed type, where s is the sum's index
// along result dimension scaleDim (or 0 when scaleDim is -1), quantized to
// oq. Where the result's scale is that product of scales, the stored value
// is the sum plus the result's zero point, clamped to the storage range:
// exact, where the expressed type could round a large sum.
func requantizeSums(f *Frame, acc *tensor.Tensor, scales []float64, scaleDim int, oq *tensor.Quant) (*tensor.Tensor, error) {
	sums := acc.Int64s()
	shape := acc.Shape()
	r := quantRounding{kind: oq.Expressed, narrow: oq.Expressed.IsNarrowFloat()}
	// sliceOf returns the function mapping a flat index to its slice along
	// dimension d (always 0 when d is -1).
	sliceOf := func(d int) func(i int) int {
		if d < 0 {
			return func(int) int { return 0 }
		}
		_, dim, inner := quantBlocks(shape, &tensor.Quant{QuantizedDimension: d})
		return func(i int) int { return i / inner % dim }
	}
	scaleSlice, outSlice := sliceOf(scaleDim), sliceOf(oq.QuantizedDimension)
	vals := make([]float64, len(sums))
	exact := make([]bool, len(sums))
	anyFloat := false
	for i, s := range sums {
		sc := scales[scaleSlice(i)]
		if r.round(oq.Scales[outSlice(i)]) == sc {
			exact[i] = true
			continue
		}
		vals[i] = r.round(float64(s) * sc)
		anyFloat = true
	}
	bits := make([]uint64, len(sums))
	if anyFloat {
		qo, qd, qi := quantBlocks(shape, oq)
		quantLoop(vals, bits, oq, qo, qd, qi)
	}
	for i, s := range sums {
		if exact[i] {
			v := s + oq.ZeroPoints[outSlice(i)]
			bits[i] = uint64(min(max(v, oq.StorageMin), oq.StorageMax))
		}
	}
	out, err := f.New(tensor.Type{Kind: oq.Storage, Shape: shape, Quant: oq})
	if err != nil {
		return nil, err
	}
	if err := elem.Of(out).SetBits(out, bits); err != nil {
		return nil, fmt.Errorf("cannot store into %s: %w", out.Type(), err)
	}
	return out, nil
}
