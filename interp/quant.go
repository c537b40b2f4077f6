package interp

import (
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// Uniform quantization. A quantized tensor stores integers of its storage
// kind; its element type (tensor.Quant) maps stored value q to the real
// value (q - zero_point) * scale of its expressed float type, per tensor or
// per slice of one dimension. uniform_quantize and uniform_dequantize convert
// between the two views as the spec's quantize and dequantize functions do,
// rounding every intermediate step to the expressed type. Operations that
// accept quantized operands run through quantized(), which dequantizes the
// operands, runs the float kernel and quantizes the results
// (dequantize_op_quantize).

// quantType decodes a !quant.uniform element type (per-tensor or per-axis).
func quantType(t *ir.Type) (*tensor.Quant, error) {
	iq := t.Quant
	if iq == nil {
		return nil, fmt.Errorf("quantized element type %s is not supported by the interpreter (only !quant.uniform)", t)
	}
	storage := integerKind(iq.StorageWidth, !iq.StorageSigned)
	if storage == tensor.Invalid {
		return nil, fmt.Errorf("quantized element type %s: unsupported storage type", t)
	}
	et := iq.Expressed
	if et == nil {
		return nil, fmt.Errorf("quantized element type %s: missing expressed type", t)
	}
	expressed := scalarKind(et)
	if !expressed.IsFloat() {
		return nil, fmt.Errorf("quantized element type %s: unsupported expressed type %s", t, et)
	}
	q := &tensor.Quant{
		Storage:            storage,
		StorageMin:         iq.StorageMin,
		StorageMax:         iq.StorageMax,
		Expressed:          expressed,
		QuantizedDimension: -1,
		Scales:             append([]float64(nil), iq.Scales...),
		ZeroPoints:         append([]int64(nil), iq.ZeroPoints...),
	}
	if iq.PerAxis {
		q.QuantizedDimension = iq.Dimension
	}
	if err := q.Validate(); err != nil {
		return nil, fmt.Errorf("quantized element type %s: %w", t, err)
	}
	return q, nil
}

// quantBlocks splits a shape around the quantized dimension: the tensor is
// outer blocks of dim slices of inner contiguous elements, and slice a of
// every block uses scale a. Per-tensor quantization is one slice.
func quantBlocks(shape []int64, q *tensor.Quant) (outer, dim, inner int) {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	if !q.PerAxis() {
		return 1, 1, n
	}
	outer, inner = 1, 1
	for i, d := range shape {
		switch {
		case i < q.QuantizedDimension:
			outer *= int(d)
		case i > q.QuantizedDimension:
			inner *= int(d)
		}
	}
	return outer, int(shape[q.QuantizedDimension]), inner
}

// quantRounding says how the expressed type's arithmetic is carried out:
// in float64, in float32, or in float64 rounded to a narrow kind after
// every step (exact, as float64 holds products and quotients of narrow
// values with room to spare).
type quantRounding struct {
	kind   tensor.Kind
	narrow bool
}

func (r quantRounding) round(v float64) float64 {
	if r.narrow {
		return tensor.RoundFloat(r.kind, v)
	}
	if r.kind == tensor.F32 {
		return float64(float32(v))
	}
	return v
}

// dequantLoop computes dst = (src - zero_point) * scale in the expressed
// type; dst holds the results widened exactly to float64.
func dequantLoop(src []int64, dst []float64, q *tensor.Quant, outer, dim, inner int) {
	r := quantRounding{kind: q.Expressed, narrow: q.Expressed.IsNarrowFloat()}
	for o := 0; o < outer; o++ {
		for a := 0; a < dim; a++ {
			base := (o*dim + a) * inner
			zp := q.ZeroPoints[a]
			sc := r.round(q.Scales[a])
			s, d := src[base:base+inner], dst[base:base+inner]
			switch {
			case r.narrow:
				for i, v := range s {
					x := r.round(float64(v - zp))
					d[i] = r.round(x * sc)
				}
			case r.kind == tensor.F32:
				sc32 := float32(sc)
				for i, v := range s {
					d[i] = float64(float32(v-zp) * sc32)
				}
			default:
				for i, v := range s {
					d[i] = float64(v-zp) * sc
				}
			}
		}
	}
}

// quantLoop computes dst = convert(round_nearest_even(clamp(min,
// src / scale + zero_point, max))) with every float step in the expressed
// type. NaN quantizes to the storage value nearest zero. src holds the
// inputs widened to float64 and dst receives the storage values' bits.
func quantLoop(src []float64, dst []uint64, q *tensor.Quant, outer, dim, inner int) {
	r := quantRounding{kind: q.Expressed, narrow: q.Expressed.IsNarrowFloat()}
	lo, hi := r.round(float64(q.StorageMin)), r.round(float64(q.StorageMax))
	nanValue := min(max(0, q.StorageMin), q.StorageMax)
	for o := 0; o < outer; o++ {
		for a := 0; a < dim; a++ {
			base := (o*dim + a) * inner
			sc := r.round(q.Scales[a])
			zp := r.round(float64(q.ZeroPoints[a]))
			s, d := src[base:base+inner], dst[base:base+inner]
			for i, v := range s {
				x := v
				if r.kind == tensor.F32 {
					x = float64(float32(x)/float32(sc) + float32(zp))
				} else {
					x = r.round(r.round(x/sc) + zp)
				}
				if math.IsNaN(x) {
					d[i] = uint64(nanValue)
					continue
				}
				x = math.RoundToEven(min(max(x, lo), hi))
				d[i] = uint64(clampToStorage(x, q))
			}
		}
	}
}

// clampToStorage converts an integral float to the storage range.
func clampToStorage(x float64, q *tensor.Quant) int64 {
	switch {
	case x <= float64(q.StorageMin):
		return q.StorageMin
	case x >= float64(q.StorageMax):
		return q.StorageMax
	}
	return int64(x)
}

// dequantizeInto writes the expressed values of quantized tensor in (whose
// element type is q) into the float tensor out of the same shape.
func dequantizeInto(in *tensor.Tensor, q *tensor.Quant, out *tensor.Tensor) error {
	outer, dim, inner := quantBlocks(in.Shape(), q)
	src, err := elem.Of(in).Indices(in)
	if err != nil {
		return fmt.Errorf("cannot dequantize: %w", err)
	}
	vals := make([]float64, len(src))
	dequantLoop(src, vals, q, outer, dim, inner)
	if err := elem.Of(out).SetReals(out, vals); err != nil {
		return fmt.Errorf("cannot dequantize into %s: %w", out.Type(), err)
	}
	return nil
}

// quantizeInto quantizes the float tensor in into out, whose element type is
// q and whose shape is in's.
func quantizeInto(in *tensor.Tensor, q *tensor.Quant, out *tensor.Tensor) error {
	outer, dim, inner := quantBlocks(in.Shape(), q)
	src, err := elem.Of(in).Reals(in)
	if err != nil {
		return fmt.Errorf("cannot quantize: %w", err)
	}
	bits := make([]uint64, len(src))
	quantLoop(src, bits, q, outer, dim, inner)
	if !out.Kind().IsInteger() {
		return fmt.Errorf("cannot quantize into %s", out.Type())
	}
	if err := elem.Of(out).SetBits(out, bits); err != nil {
		return fmt.Errorf("cannot quantize into %s: %w", out.Type(), err)
	}
	return nil
}

// dequantizeTensor returns the expressed-type tensor of a quantized tensor.
func dequantizeTensor(f *Frame, in *tensor.Tensor) (*tensor.Tensor, error) {
	q := in.Type().Quant
	if q == nil {
		return nil, fmt.Errorf("cannot dequantize %s: not a quantized tensor", in.Type())
	}
	out, err := f.New(tensor.Type{Kind: q.Expressed, Shape: in.Shape()})
	if err != nil {
		return nil, err
	}
	if err := dequantizeInto(in, q, out); err != nil {
		return nil, err
	}
	return out, nil
}

// quantizeTensor quantizes a float tensor to the quantized element type q.
func quantizeTensor(f *Frame, in *tensor.Tensor, q *tensor.Quant) (*tensor.Tensor, error) {
	if !in.Kind().IsFloat() {
		return nil, fmt.Errorf("cannot quantize %s: not a float tensor", in.Type())
	}
	out, err := f.New(tensor.Type{Kind: q.Storage, Shape: in.Shape(), Quant: q})
	if err != nil {
		return nil, err
	}
	if err := quantizeInto(in, q, out); err != nil {
		return nil, err
	}
	return out, nil
}

// expressedType returns the float type a quantized tensor type dequantizes
// to, and other value types unchanged.
func expressedType(t ValueType) ValueType {
	if t.Tensor == nil || t.Tensor.Quant == nil {
		return t
	}
	et := tensor.Type{Kind: t.Tensor.Quant.Expressed, Shape: t.Tensor.Shape}
	return ValueType{Tensor: &et, Text: et.String()}
}

// quantOf returns the quantized element type of a value type, or nil.
func quantOf(t ValueType) *tensor.Quant {
	if t.Tensor == nil {
		return nil
	}
	return t.Tensor.Quant
}

// quantized wraps a builder so that its operation also accepts quantized
// tensors (dequantize_op_quantize): when any operand or result is
// quantized, the inner builder sees the expressed float types instead, and
// the kernel dequantizes quantized operands, runs the float kernel and
// quantizes the results whose static types are quantized. Operations
// without quantized types get the inner kernel unchanged.
func quantized(inner Builder) Builder {
	return func(c *OpContext) (Kernel, error) {
		var inQ, outQ []*tensor.Quant
		hasQuant := false
		for _, t := range c.Operands {
			q := quantOf(t)
			inQ = append(inQ, q)
			hasQuant = hasQuant || q != nil
		}
		for _, t := range c.Results {
			q := quantOf(t)
			outQ = append(outQ, q)
			hasQuant = hasQuant || q != nil
		}
		if !hasQuant {
			return inner(c)
		}
		fc := *c
		fc.Operands = make([]ValueType, len(c.Operands))
		for i, t := range c.Operands {
			fc.Operands[i] = expressedType(t)
		}
		fc.Results = make([]ValueType, len(c.Results))
		for i, t := range c.Results {
			fc.Results[i] = expressedType(t)
		}
		k, err := inner(&fc)
		if err != nil {
			return nil, err
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			fargs := make([]Value, len(args))
			for i, a := range args {
				fargs[i] = a
				if i >= len(inQ) || inQ[i] == nil {
					continue
				}
				t, err := tensorArg(a)
				if err != nil {
					return nil, err
				}
				if fargs[i], err = dequantizeTensor(f, t); err != nil {
					return nil, fmt.Errorf("operand %d: %w", i, err)
				}
			}
			res, err := k(f, fargs)
			if err != nil {
				return nil, err
			}
			for i, r := range res {
				if i >= len(outQ) || outQ[i] == nil {
					continue
				}
				t, err := tensorArg(r)
				if err != nil {
					return nil, err
				}
				if res[i], err = quantizeTensor(f, t, outQ[i]); err != nil {
					return nil, fmt.Errorf("result %d: %w", i, err)
				}
			}
			return res, nil
		}, nil
	}
}

// dequantizesOperands reports whether an op's builder is wrapped with
// quantized: the ops the spec defines on quantized tensors through
// dequantize_op_quantize and its variants (see
// stablehlo.OpInfo.DequantizesOperands). dot_general, dot, convolution and
// dynamic_conv handle quantized operands in their own builders
// (quantizedProduct).
func dequantizesOperands(o *stablehlo.OpInfo) bool { return o.DequantizesOperands() }

func init() {
	for _, o := range stablehlo.Ops() {
		if dequantizesOperands(o) {
			registerWrapper(o.Name, quantized)
		}
	}
	register("stablehlo.uniform_quantize", func(c *OpContext) (Kernel, error) {
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		if rt.Quant == nil {
			return nil, c.Errorf("result type %s is not quantized", rt)
		}
		q := rt.Quant
		return func(f *Frame, args []Value) ([]Value, error) {
			in, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			if in.Type().Quant != nil {
				if in, err = dequantizeTensor(f, in); err != nil {
					return nil, err
				}
			}
			out, err := quantizeTensor(f, in, q)
			if err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
	register("stablehlo.uniform_dequantize", func(c *OpContext) (Kernel, error) {
		if len(c.Operands) != 1 || quantOf(c.Operands[0]) == nil {
			return nil, c.Errorf("operand is not a quantized tensor")
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			in, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			out, err := dequantizeTensor(f, in)
			if err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
}
