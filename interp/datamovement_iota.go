package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.iota, stablehlo.dynamic_iota and stablehlo.get_dimension_size.

type dmIotaReal interface {
	int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 | float32 | float64
}

// dmIotaFill writes the index along dimension dim into every element; outer
// is the number of blocks before dim, n its size and inner the block size
// after it.
func dmIotaFill[T dmIotaReal](d []T, outer, n, inner int) {
	i := 0
	for o := 0; o < outer; o++ {
		for k := 0; k < n; k++ {
			v := T(k)
			seg := d[i : i+inner]
			for j := range seg {
				seg[j] = v
			}
			i += inner
		}
	}
}

func dmIotaFillComplex[T complex64 | complex128](d []T, outer, n, inner int) {
	i := 0
	for o := 0; o < outer; o++ {
		for k := 0; k < n; k++ {
			v := T(complex(float64(k), 0))
			seg := d[i : i+inner]
			for j := range seg {
				seg[j] = v
			}
			i += inner
		}
	}
}

// dmFillIota fills t with its indices along dim, wrapped or rounded to its kind.
func dmFillIota(t *tensor.Tensor, dim int64) error {
	shape := t.Shape()
	if dim < 0 || int(dim) >= len(shape) {
		return fmt.Errorf("iota_dimension %d is out of range for rank %d", dim, len(shape))
	}
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
	switch d := t.Storage().(type) {
	case []int8:
		dmIotaFill(d, outer, n, inner)
	case []int16:
		dmIotaFill(d, outer, n, inner)
	case []int32:
		dmIotaFill(d, outer, n, inner)
	case []int64:
		dmIotaFill(d, outer, n, inner)
	case []uint8:
		dmIotaFill(d, outer, n, inner)
	case []uint16:
		dmIotaFill(d, outer, n, inner)
	case []uint32:
		dmIotaFill(d, outer, n, inner)
	case []uint64:
		dmIotaFill(d, outer, n, inner)
	case []float32:
		dmIotaFill(d, outer, n, inner)
	case []float64:
		dmIotaFill(d, outer, n, inner)
	case []complex64:
		dmIotaFillComplex(d, outer, n, inner)
	case []complex128:
		dmIotaFillComplex(d, outer, n, inner)
	default:
		return fmt.Errorf("iota of element type %s is not supported", t.Kind())
	}
	t.Normalize()
	return nil
}

// dmIotaTensor allocates a tensor of type typ holding its iota; quantized
// types receive the quantized indices.
func dmIotaTensor(f *Frame, typ tensor.Type, dim int64) (*tensor.Tensor, error) {
	q := typ.Quant
	if q != nil {
		typ = tensor.Type{Kind: q.Expressed, Shape: typ.Shape}
	}
	out, err := f.New(typ)
	if err != nil {
		return nil, err
	}
	if err := dmFillIota(out, dim); err != nil {
		return nil, err
	}
	if q != nil {
		return quantizeTensor(f, out, q)
	}
	return out, nil
}

func init() {
	register("stablehlo.iota", func(c *OpContext) (Kernel, error) {
		dim, err := dmInt(c, "iota_dimension")
		if err != nil {
			return nil, err
		}
		rt, err := dmStaticResult(c)
		if err != nil {
			return nil, err
		}
		if dim < 0 || int(dim) >= len(rt.Shape) {
			return nil, c.Errorf("iota_dimension %d is out of range for rank %d", dim, len(rt.Shape))
		}
		return func(f *Frame, _ []Value) ([]Value, error) {
			out, err := dmIotaTensor(f, rt, dim)
			if err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
	register("stablehlo.dynamic_iota", func(c *OpContext) (Kernel, error) {
		dim, err := dmInt(c, "iota_dimension")
		if err != nil {
			return nil, err
		}
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			typ, _, err := dmShapedResult(rt, args[0], "output_shape")
			if err != nil {
				return nil, err
			}
			out, err := dmIotaTensor(f, typ, dim)
			if err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
	register("stablehlo.get_dimension_size", func(c *OpContext) (Kernel, error) {
		dim, err := dmInt(c, "dimension")
		if err != nil {
			return nil, err
		}
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		if rt.Kind != tensor.SI32 || len(rt.Shape) != 0 {
			return nil, c.Errorf("the result type %s is not tensor<i32>", rt)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			operand, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			if dim < 0 || int(dim) >= operand.Rank() {
				return nil, fmt.Errorf("dimension %d is out of range for rank %d", dim, operand.Rank())
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
