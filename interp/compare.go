package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.compare: elementwise comparison by comparison_direction, with
// comparison_type FLOAT (IEEE: NaN compares unordered), TOTALORDER
// (-NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN), SIGNED or UNSIGNED.

type cmpDir int

const (
	cmpEQ cmpDir = iota
	cmpNE
	cmpGE
	cmpGT
	cmpLE
	cmpLT
)

var cmpDirs = map[string]cmpDir{"EQ": cmpEQ, "NE": cmpNE, "GE": cmpGE, "GT": cmpGT, "LE": cmpLE, "LT": cmpLT}

type ordered interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

func cmpLoop[T ordered](dir cmpDir, a, b []T, out []bool) {
	switch dir {
	case cmpEQ:
		for i := range out {
			out[i] = a[i] == b[i]
		}
	case cmpNE:
		for i := range out {
			out[i] = a[i] != b[i]
		}
	case cmpGE:
		for i := range out {
			out[i] = a[i] >= b[i]
		}
	case cmpGT:
		for i := range out {
			out[i] = a[i] > b[i]
		}
	case cmpLE:
		for i := range out {
			out[i] = a[i] <= b[i]
		}
	case cmpLT:
		for i := range out {
			out[i] = a[i] < b[i]
		}
	}
}

// totalOrderKeys maps the elements of a float tensor to integers whose
// order is the specification's totalOrder: -NaN < -Inf < ... < -0 < +0 <
// ... < +Inf < +NaN, NaNs ordered by payload (larger payloads further
// out). It works on each kind's own encoding (sign-magnitude), so -0 sorts
// before +0 and NaN payloads keep their order in every float width.
func totalOrderKeys(t *tensor.Tensor) []int64 {
	keys := make([]int64, t.Len())
	w := t.Kind().BitWidth()
	signed := t.Kind() != tensor.F8E8M0FNU
	for i := range keys {
		b := t.Bits(i)
		if !signed {
			keys[i] = int64(b)
			continue
		}
		mag := int64(b & (1<<(w-1) - 1))
		if b>>(w-1)&1 != 0 {
			// Negative: larger magnitudes come first; -0 is just below +0.
			keys[i] = -mag - 1
		} else {
			keys[i] = mag
		}
	}
	return keys
}

func compareTensors(dir cmpDir, totalOrder bool, a, b *tensor.Tensor, out []bool) error {
	if totalOrder && a.Kind().IsFloat() {
		cmpLoop(dir, totalOrderKeys(a), totalOrderKeys(b), out)
		return nil
	}
	switch x := a.Storage().(type) {
	case []bool:
		y := b.Bools()
		ia, ib := make([]uint8, len(x)), make([]uint8, len(x))
		for i := range x {
			if x[i] {
				ia[i] = 1
			}
			if y[i] {
				ib[i] = 1
			}
		}
		cmpLoop(dir, ia, ib, out)
	case []int8:
		cmpLoop(dir, x, b.Int8s(), out)
	case []int16:
		cmpLoop(dir, x, b.Int16s(), out)
	case []int32:
		cmpLoop(dir, x, b.Int32s(), out)
	case []int64:
		cmpLoop(dir, x, b.Int64s(), out)
	case []uint8:
		cmpLoop(dir, x, b.Uint8s(), out)
	case []uint16:
		cmpLoop(dir, x, b.Uint16s(), out)
	case []uint32:
		cmpLoop(dir, x, b.Uint32s(), out)
	case []uint64:
		cmpLoop(dir, x, b.Uint64s(), out)
	case []float32:
		cmpLoop(dir, x, b.Float32s(), out)
	case []float64:
		cmpLoop(dir, x, b.Float64s(), out)
	case []complex64, []complex128:
		if dir != cmpEQ && dir != cmpNE {
			return fmt.Errorf("complex operands support only EQ and NE")
		}
		for i := range out {
			eq := a.Complex(i) == b.Complex(i)
			out[i] = eq == (dir == cmpEQ)
		}
	default:
		return fmt.Errorf("unsupported element type %s", a.Kind())
	}
	return nil
}

func init() {
	register("stablehlo.compare", func(c *OpContext) (Kernel, error) {
		dirName := enumKeyword(c.Attr("comparison_direction"))
		dir, ok := cmpDirs[dirName]
		if !ok {
			return nil, c.Errorf("unknown comparison_direction %q", dirName)
		}
		totalOrder := enumKeyword(c.Attr("compare_type")) == "TOTALORDER"
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		if c.Operands[0].Tensor != nil && c.Operands[0].Tensor.Quant != nil {
			return nil, c.Errorf("quantized operands are not supported yet")
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			a, b, err := tensorPair(args)
			if err != nil {
				return nil, err
			}
			out, err := f.New(tensor.Type{Kind: tensor.Bool, Shape: a.Shape()})
			if err != nil {
				return nil, err
			}
			_ = rt
			if err := compareTensors(dir, totalOrder, a, b, out.Bools()); err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}, nil
	})
}
