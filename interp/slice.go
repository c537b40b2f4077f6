package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
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
// a window of the given sizes fits in shape; it returns them in dst's
// storage when it has room. The verifier gives one start
// index and size per dimension; the sizes may exceed dynamic dimensions.
func clampStarts(dst []int64, args []Value, shape, sizes []int64) ([]int64, error) {
	starts := append(dst[:0], make([]int64, len(shape))...)
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
		// With a static operand shape, the copy is planned once: only its
		// source offset depends on the start indices.
		var box *boxCopy
		if static != nil && len(c.Operands) > 0 && staticShapes(c.Operands[0]) {
			box = newBoxCopy(sizes, c.Operands[0].Tensor.Shape, sizes, c.Operands[0].Tensor.Shape)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			operand, err := tensorArg(args[0])
			if err != nil {
				return nil, err
			}
			var buf [maxFastRank]int64
			starts, err := clampStarts(buf[:0], args[1:], operand.Shape(), sizes)
			if err != nil {
				return nil, err
			}
			if box != nil && operand.Kind() == static.Kind {
				// The box covers the result.
				out, err := f.newUninit(*static)
				if err != nil {
					return nil, err
				}
				box.run(out, operand, 0, box.offset(starts))
				return f.result1(out), nil
			}
			if off, n, ok := contiguousWindow(operand.Shape(), starts, sizes); ok {
				// One run of the operand's storage: a copy.
				var typ tensor.Type
				if static != nil {
					typ = *static
				} else if typ, err = withShape(rt, sizes); err != nil {
					return nil, err
				}
				out, err := f.newUninit(typ)
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
		// With static shapes, the copy of the update is planned once: only
		// its destination offset depends on the start indices.
		var box *boxCopy
		if len(c.Operands) >= 2 && staticShapes(c.Operands[0], c.Operands[1]) &&
			c.Operands[0].Tensor.Kind == c.Operands[1].Tensor.Kind {
			upd := c.Operands[1].Tensor.Shape
			box = newBoxCopy(upd, upd, c.Operands[0].Tensor.Shape, c.Operands[0].Tensor.Shape)
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			ts, err := tensorArgs(args[:2])
			if err != nil {
				return nil, err
			}
			operand, update := ts[0], ts[1]
			var buf [maxFastRank]int64
			starts, err := clampStarts(buf[:0], args[2:], operand.Shape(), update.Shape())
			if err != nil {
				return nil, err
			}
			if box != nil && operand.Kind() == update.Kind() {
				dstOff := box.offset(starts)
				out := f.reuse(args, 0, operand.Type())
				if out == nil {
					if out, err = f.newUninit(operand.Type()); err != nil {
						return nil, err
					}
					elem.Of(out).CopyAll(out, operand)
				}
				box.run(out, update, dstOff, 0)
				return f.result1(out), nil
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

// maxFastRank is the largest rank whose start indices the slicing kernels
// keep on the stack.
const maxFastRank = 8

// boxCopy is a copy, planned once, of a box of static shape between two
// row-major tensors of static shapes, at offsets known when it runs.
type boxCopy struct {
	// block is the box as strided.NewBlock simplifies it, at offsets 0.
	block strided.Block
	// offStr are the row-major strides of the tensor the start indices
	// index.
	offStr []int
}

// newBoxCopy plans the copy of a box of shape box from a tensor of shape
// src into one of shape dst; the start indices index a tensor of shape
// indexed (src for a slice, dst for an update). It returns nil for an
// empty box.
func newBoxCopy(box, src, dst, indexed []int64) *boxCopy {
	b, ok := strided.NewBlock(0, 0, 0, toInts(box), rowStrides(src), rowStrides(dst))
	if !ok {
		return nil
	}
	return &boxCopy{block: b, offStr: rowStrides(indexed)}
}

// offset returns the storage offset of the start indices.
func (b *boxCopy) offset(starts []int64) int {
	off := 0
	for d, s := range starts {
		off += int(s) * b.offStr[d]
	}
	return off
}

// run copies the box from src at srcOff into dst at dstOff. Boxes of up to
// two dimensions after simplification with contiguous rows (the common
// case: a run of rows, a column block) copy row by row; others run the
// general strided copy.
func (b *boxCopy) run(dst, src *tensor.Tensor, dstOff, srcOff int) {
	blk := b.block
	blk.DstOff += dstOff
	blk.SrcOff += srcOff
	last := len(blk.Shape) - 1
	switch {
	case last == 0 && blk.SrcStr[0] == 1 && blk.DstStr[0] == 1:
		n := blk.Shape[0]
		elem.Of(dst).Blocks(dst, src, 1, n, blk.DstOff, n, blk.SrcOff, n)
	case last == 1 && blk.SrcStr[1] == 1 && blk.DstStr[1] == 1:
		elem.Of(dst).Blocks(dst, src, blk.Shape[0], blk.Shape[1], blk.DstOff, blk.DstStr[0], blk.SrcOff, blk.SrcStr[0])
	default:
		p := &strided.Plan{Fill: -1, Blocks: []strided.Block{blk}, Rank: len(blk.Shape)}
		// The kinds agree (checked by the callers), so the plan runs.
		_ = elem.Of(dst).RunPlan(p, dst, []*tensor.Tensor{src})
	}
}
