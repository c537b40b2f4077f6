package interp

import (
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.iota, stablehlo.dynamic_iota and stablehlo.get_dimension_size.

// fillIota fills t with its indices along dim, wrapped or rounded to its
// kind. The verifier keeps dim within the rank.
func fillIota(t *tensor.Tensor, dim int64) error {
	shape := t.Shape()
	outer, inner := 1, 1
	for i, s := range shape {
		switch {
		case i < int(dim):
			outer *= int(s)
		case i > int(dim):
			inner *= int(s)
		}
	}
	n := int(shape[dim])
	if err := elem.Of(t).Iota(t, outer, n, inner); err != nil {
		return err
	}
	t.Normalize()
	return nil
}

// iotaTensor allocates a tensor of type typ holding its iota; quantized
// types receive the quantized indices.
func iotaTensor(f *Frame, typ tensor.Type, dim int64) (*tensor.Tensor, error) {
	q := typ.Quant
	if q != nil {
		typ = tensor.Type{Kind: q.Expressed, Shape: typ.Shape}
	}
	// fillIota writes every element (or fails, and the run with it).
	out, err := f.newUninit(typ)
	if err != nil {
		return nil, err
	}
	if err := fillIota(out, dim); err != nil {
		return nil, err
	}
	if q != nil {
		return quantizeTensor(f, out, q)
	}
	return out, nil
}

func init() {
	register("stablehlo.iota", func(c *OpContext) (Kernel, error) { return iotaKernel(c, false) })
	register("stablehlo.dynamic_iota", func(c *OpContext) (Kernel, error) { return iotaKernel(c, true) })
	register("stablehlo.get_dimension_size", func(c *OpContext) (Kernel, error) {
		dim, err := intAttr(c, "dimension")
		if err != nil {
			return nil, err
		}
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			operand, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			out, err := f.New(rt)
			if err != nil {
				return nil, err
			}
			out.Int32s()[0] = int32(operand.Shape()[dim])
			return []Value{out}, nil
		}, nil
	})
}

// iotaKernel builds iota (a static result) or dynamic_iota (the result
// shape is operand 0).
func iotaKernel(c *OpContext, dynamic bool) (Kernel, error) {
	dim, err := intAttr(c, "iota_dimension")
	if err != nil {
		return nil, err
	}
	var rt tensor.Type
	if dynamic {
		rt, err = c.resultTensorType(0)
	} else {
		rt, err = staticResult(c)
	}
	if err != nil {
		return nil, err
	}
	return func(f *Frame, args []Value) ([]Value, error) {
		typ := rt
		if dynamic {
			var err error
			if typ, _, err = shapedResult(rt, args[0], "output_shape"); err != nil {
				return nil, err
			}
		}
		out, err := iotaTensor(f, typ, dim)
		if err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}
