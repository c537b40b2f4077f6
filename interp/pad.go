package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.pad and stablehlo.dynamic_pad: edge padding (negative values
// remove elements) and interior padding between neighbouring elements.

// padPlan fills the result with the padding value (source 1) and copies the
// operand elements (source 0) that land inside the result.
func padPlan(in, low, high, interior []int64) (*strided.Plan, []int64, error) {
	r := len(in)
	if len(low) != r || len(high) != r || len(interior) != r {
		return nil, nil, fmt.Errorf("padding sizes have %d, %d and %d entries for an operand of rank %d", len(low), len(high), len(interior), r)
	}
	out := make([]int64, r)
	start := make([]int, r)
	count := make([]int, r)
	srcOff, dstOff := 0, 0
	inStr := rowStrides(in)
	for d := 0; d < r; d++ {
		if interior[d] < 0 {
			return nil, nil, fmt.Errorf("interior padding %d of dimension %d is negative", interior[d], d)
		}
		size := low[d] + high[d]
		if in[d] > 0 {
			size += in[d] + (in[d]-1)*interior[d]
		}
		if size < 0 {
			return nil, nil, fmt.Errorf("dimension %d of the result would have negative size %d", d, size)
		}
		out[d] = size
	}
	outStr := rowStrides(out)
	srcStr := make([]int, r)
	dstStr := make([]int, r)
	for d := 0; d < r; d++ {
		step := interior[d] + 1
		// Operand element i lands at low + i*step; keep those in [0, out).
		first := int64(0)
		if low[d] < 0 {
			first = (-low[d] + step - 1) / step
		}
		last := in[d] - 1
		if lim := out[d] - 1 - low[d]; lim < 0 {
			last = -1
		} else if lim/step < last {
			last = lim / step
		}
		if last < first {
			count[d] = 0
		} else {
			count[d] = int(last - first + 1)
		}
		start[d] = int(first)
		srcOff += start[d] * inStr[d]
		dstOff += int(low[d]+first*step) * outStr[d]
		srcStr[d] = inStr[d]
		dstStr[d] = int(step) * outStr[d]
	}
	p := &strided.Plan{Fill: 1}
	p.Add(0, srcOff, dstOff, count, srcStr, dstStr)
	return p, out, nil
}

func init() {
	register("stablehlo.pad", func(c *OpContext) (Kernel, error) {
		low, err := i64sAttr(c, "edge_padding_low")
		if err != nil {
			return nil, err
		}
		high, err := i64sAttr(c, "edge_padding_high")
		if err != nil {
			return nil, err
		}
		interior, err := i64sAttr(c, "interior_padding")
		if err != nil {
			return nil, err
		}
		return planKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			return padPlan(shapes[0], low, high, interior)
		})
	})
	register("stablehlo.dynamic_pad", func(c *OpContext) (Kernel, error) {
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		r := len(rt.Shape)
		return func(f *Frame, args []Value) ([]Value, error) {
			ts, err := tensorArgs(args[:2])
			if err != nil {
				return nil, err
			}
			low, err := shapeArg(args[2], r, "edge_padding_low")
			if err != nil {
				return nil, err
			}
			high, err := shapeArg(args[3], r, "edge_padding_high")
			if err != nil {
				return nil, err
			}
			interior, err := shapeArg(args[4], r, "interior_padding")
			if err != nil {
				return nil, err
			}
			p, shape, err := padPlan(ts[0].Shape(), low, high, interior)
			if err != nil {
				return nil, err
			}
			typ, err := withShape(rt, shape)
			if err != nil {
				return nil, err
			}
			return planResult(f, p, typ, ts[0], ts[1])
		}, nil
	})
}
