package interp

import (
	"fmt"
	"github.com/stablehlo-go/stablehlo/interp/tensor"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.slice, stablehlo.dynamic_slice, stablehlo.real_dynamic_slice and
// stablehlo.dynamic_update_slice.

// slicePlan extracts operand[start:limit:strides]. The verifier gives
// start, limit and strides one entry per dimension and positive strides
// (real_dynamic_slice checks its run-time strides); the bounds are checked
// here, as the operand's dimensions may be dynamic.
func slicePlan(in, start, limit, strides []int64) (*strided.Plan, []int64, error) {
	r := len(in)
	inStr := rowStrides(in)
	out := make([]int64, r)
	srcStr := make([]int, r)
	srcOff := 0
	for d := 0; d < r; d++ {
		if start[d] < 0 || limit[d] < start[d] || limit[d] > in[d] {
			return nil, nil, fmt.Errorf("slice [%d, %d) of dimension %d is out of bounds for size %d", start[d], limit[d], d, in[d])
		}
		// ceil((limit-start)/stride) without overflow; a stride past the
		// dimension takes one element, as the dimension's size does.
		if limit[d] > start[d] {
			out[d] = (limit[d]-start[d]-1)/strides[d] + 1
		}
		srcStr[d] = int(min(strides[d], max(in[d], 1))) * inStr[d]
		srcOff += int(start[d]) * inStr[d]
	}
	p := &strided.Plan{Fill: -1}
	p.Add(0, srcOff, 0, toInts(out), srcStr, rowStrides(out))
	return p, out, nil
}

// clampStarts reads the scalar start index operands and clamps them so that
// a window of the given sizes fits in shape. The verifier gives one start
// index and size per dimension; the sizes may exceed dynamic dimensions.
func clampStarts(args []Value, shape, sizes []int64) ([]int64, error) {
	starts := make([]int64, len(shape))
	for d, a := range args {
		v, err := scalarIndex(a)
		if err != nil {
			return nil, fmt.Errorf("start index %d: %w", d, err)
		}
		hi := shape[d] - sizes[d]
		if hi < 0 {
			return nil, fmt.Errorf("size %d of dimension %d exceeds the operand's %d", sizes[d], d, shape[d])
		}
		starts[d] = min(max(v, 0), hi)
	}
	return starts, nil
}

// contiguousWindow reports whether the window of the given sizes at starts
// (in bounds) of a row-major tensor of shape is one run of its storage
// (unit sizes up to one axis, whole axes after it), and returns the run's
// offset and length.
func contiguousWindow(shape, starts, sizes []int64) (off, n int, ok bool) {
	inner := false
	n = 1
	stride := 1
	for d := len(shape) - 1; d >= 0; d-- {
		if inner && sizes[d] != 1 {
			return 0, 0, false
		}
		if sizes[d] != shape[d] {
			inner = true
		}
		off += int(starts[d]) * stride
		n *= int(sizes[d])
		stride *= int(shape[d])
	}
	return off, n, n > 0
}

func init() {
	register("stablehlo.slice", func(c *OpContext) (Kernel, error) {
		start, err := i64sAttr(c, "start_indices")
		if err != nil {
			return nil, err
		}
		limit, err := i64sAttr(c, "limit_indices")
		if err != nil {
			return nil, err
		}
		strides, err := i64sAttr(c, "strides")
		if err != nil {
			return nil, err
		}
		return planKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			return slicePlan(shapes[0], start, limit, strides)
		})
	})
	register("stablehlo.dynamic_slice", func(c *OpContext) (Kernel, error) {
		sizes, err := i64sAttr(c, "slice_sizes")
		if err != nil {
			return nil, err
		}
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		ones := make([]int64, len(sizes))
		for i := range ones {
			ones[i] = 1
		}
		// The result type of static sizes is worked out once.
		var static *tensor.Type
		if t, err := withShape(rt, sizes); err == nil {
			static = &t
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			operand, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			starts, err := clampStarts(args[1:], operand.Shape(), sizes)
			if err != nil {
				return nil, err
			}
			if off, n, ok := contiguousWindow(operand.Shape(), starts, sizes); ok {
				// One run of the operand's storage: a copy.
				var typ tensor.Type
				if static != nil {
					typ = *static
				} else if typ, err = withShape(rt, sizes); err != nil {
					return nil, err
				}
				out, err := f.New(typ)
				if err != nil {
					return nil, err
				}
				if err := tensor.View(out, 0, n).CopyFrom(tensor.View(operand, off, off+n)); err != nil {
					return nil, err
				}
				return []Value{out}, nil
			}
			limit := make([]int64, len(starts))
			for d := range starts {
				limit[d] = starts[d] + sizes[d]
			}
			p, shape, err := slicePlan(operand.Shape(), starts, limit, ones)
			if err != nil {
				return nil, err
			}
			typ, err := withShape(rt, shape)
			if err != nil {
				return nil, err
			}
			return planResult(f, p, typ, operand)
		}, nil
	})
	register("stablehlo.real_dynamic_slice", func(c *OpContext) (Kernel, error) {
		rt, err := c.resultTensorType(0)
		if err != nil {
			return nil, err
		}
		r := len(rt.Shape)
		return func(f *Frame, args []Value) ([]Value, error) {
			operand, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			start, err := shapeArg(args[1], r, "start_indices")
			if err != nil {
				return nil, err
			}
			limit, err := shapeArg(args[2], r, "limit_indices")
			if err != nil {
				return nil, err
			}
			strides, err := shapeArg(args[3], r, "strides")
			if err != nil {
				return nil, err
			}
			for d, s := range strides {
				if s <= 0 {
					return nil, fmt.Errorf("stride %d of dimension %d is not positive", s, d)
				}
			}
			p, shape, err := slicePlan(operand.Shape(), start, limit, strides)
			if err != nil {
				return nil, err
			}
			typ, err := withShape(rt, shape)
			if err != nil {
				return nil, err
			}
			return planResult(f, p, typ, operand)
		}, nil
	})
	register("stablehlo.dynamic_update_slice", func(c *OpContext) (Kernel, error) {
		return func(f *Frame, args []Value) ([]Value, error) {
			ts, err := tensorArgs(args[:2])
			if err != nil {
				return nil, err
			}
			operand, update := ts[0], ts[1]
			starts, err := clampStarts(args[2:], operand.Shape(), update.Shape())
			if err != nil {
				return nil, err
			}
			str := rowStrides(operand.Shape())
			dstOff := 0
			for d, s := range starts {
				dstOff += int(s) * str[d]
			}
			if out := f.reuse(args, 0, operand.Type()); out != nil {
				// The operand dies here: write the update into it.
				p := &strided.Plan{Fill: -1}
				p.Add(0, 0, dstOff, toInts(update.Shape()), rowStrides(update.Shape()), str)
				if err := runPlan(p, out, []*tensor.Tensor{update}); err != nil {
					return nil, err
				}
				return []Value{out}, nil
			}
			p := &strided.Plan{Fill: -1}
			p.Add(0, 0, 0, []int{operand.Len()}, []int{1}, []int{1})
			p.Add(1, 0, dstOff, toInts(update.Shape()), rowStrides(update.Shape()), str)
			return planResult(f, p, operand.Type(), operand, update)
		}, nil
	})
}
