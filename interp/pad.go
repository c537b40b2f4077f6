package interp

import (
	"fmt"
	"math/bits"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.pad and stablehlo.dynamic_pad: edge padding (negative values
// remove elements) and interior padding between neighbouring elements.

// padPlan fills the result with the padding value (source 1) and copies the
// operand elements (source 0) that land inside the result. The verifier
// gives one padding of each kind per dimension and non-negative interior
// padding (dynamic_pad checks its run-time interior padding); the result
// size is checked here, as the operand's dimensions may be dynamic.
func padPlan(in, low, high, interior []int64) (*strided.Plan, []int64, error) {
	r := len(in)
	out := make([]int64, r)
	start := make([]int, r)
	count := make([]int, r)
	srcOff, dstOff := 0, 0
	inStr := rowStrides(in)
	for d := 0; d < r; d++ {
		// size = in + low + high + max(in-1, 0)*interior, checked for
		// overflow (the paddings may come from run-time operands).
		gapsHi, gapsLo := bits.Mul64(uint64(max(in[d]-1, 0)), uint64(interior[d]))
		size, ok := addInt64s(gapsHi, gapsLo, in[d], low[d], high[d])
		if !ok {
			return nil, nil, fmt.Errorf("dimension %d of the result overflows int64: size %d, edge padding %d and %d, interior padding %d", d, in[d], low[d], high[d], interior[d])
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
		// Operand element i lands at low + i*step; keep those in [0, out).
		// The paddings may be as large as int64 allows, so this works in
		// uint64 where the exact values need it.
		step := uint64(interior[d]) + 1
		first := uint64(0)
		if low[d] < 0 {
			negLow := uint64(-(low[d] + 1)) + 1
			first = (negLow-1)/step + 1
		}
		// room is out-1-low, the offset of the last result element from
		// where operand element 0 lands; it is negative only when low >= out.
		var last int64
		switch {
		case low[d] >= 0 && out[d]-1-low[d] < 0:
			last = -1
		default:
			var room uint64
			if low[d] >= 0 {
				room = uint64(out[d] - 1 - low[d])
			} else {
				room = uint64(out[d]-1) + uint64(-(low[d] + 1)) + 1
			}
			last = in[d] - 1
			if q := room / step; last >= 0 && q < uint64(last) {
				last = int64(q)
			}
		}
		if last < 0 || first > uint64(last) {
			count[d] = 0
		} else {
			count[d] = int(uint64(last) - first + 1)
			start[d] = int(first)
			// The landing position is in [0, out), so the wrapping sum is exact.
			dstOff += int(uint64(low[d])+first*step) * outStr[d]
		}
		srcOff += start[d] * inStr[d]
		srcStr[d] = inStr[d]
		// With at most one element the step is never taken.
		dstStr[d] = int(min(step, uint64(max(out[d], 1)))) * outStr[d]
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
			for d, p := range interior {
				if p < 0 {
					return nil, fmt.Errorf("interior padding %d of dimension %d is negative", p, d)
				}
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

// addInt64s returns hi:lo (a non-negative 128-bit number below 2^126) plus
// xs; ok is false when the exact sum (not every partial sum) does not fit
// in an int64.
func addInt64s(hi, lo uint64, xs ...int64) (sum int64, ok bool) {
	// Add in 128 bits (two's complement hi:lo) and check the high word.
	for _, x := range xs {
		var c uint64
		lo, c = bits.Add64(lo, uint64(x), 0)
		hi += c
		if x < 0 {
			hi--
		}
	}
	fits := (hi == 0 && int64(lo) >= 0) || (hi == ^uint64(0) && int64(lo) < 0)
	return int64(lo), fits
}
