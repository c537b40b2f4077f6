package interp

import (
	"fmt"
	"math"

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

// totalOrderKey maps a float to an integer whose order is IEEE totalOrder.
func totalOrderKey(x float64) int64 {
	b := int64(math.Float64bits(x))
	if b < 0 {
		return math.MinInt64 - b
	}
	return b
}

func compareTensors(dir cmpDir, totalOrder bool, a, b *tensor.Tensor, out []bool) error {
	if totalOrder && a.Kind().IsFloat() {
		n := len(out)
		ka, kb := make([]int64, n), make([]int64, n)
		for i := 0; i < n; i++ {
			ka[i], kb[i] = totalOrderKey(a.Float(i)), totalOrderKey(b.Float(i))
		}
		cmpLoop(dir, ka, kb, out)
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
