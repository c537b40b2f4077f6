package interp

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.broadcast_in_dim and stablehlo.dynamic_broadcast_in_dim: result
// dimension dims[i] takes operand dimension i, which must be 1 or the
// result's size; other result dimensions repeat the operand.
// stablehlo.broadcast prepends broadcast_sizes to the operand's shape.

// broadcastPlan copies an operand of shape in into a result of shape out.
// The verifier gives dims one entry per operand dimension, each a distinct
// result dimension; the sizes are checked here, as they may be dynamic.
func broadcastPlan(in, out, dims []int64) (*strided.Plan, error) {
	inStr := rowStrides(in)
	srcStr := make([]int, len(out))
	for i, d := range dims {
		switch in[i] {
		case out[d]:
			srcStr[d] = inStr[i]
		case 1:
			// Repeated: stride 0.
		default:
			return nil, fmt.Errorf("operand dimension %d has size %d, which cannot be broadcast to %d", i, in[i], out[d])
		}
	}
	p := &strided.Plan{Fill: -1}
	p.Add(0, 0, 0, toInts(out), srcStr, rowStrides(out))
	return p, nil
}

// splatOperand returns the scalar operand of a splat broadcast to rt.
func splatOperand(args []Value, rt tensor.Type) (*tensor.Tensor, error) {
	in, err := tensorArg(args[0])
	if err != nil {
		return nil, err
	}
	if in.Kind() != rt.Kind || in.Len() != 1 {
		return nil, fmt.Errorf("operand %s is not a %s scalar", in.Type(), rt.Kind)
	}
	return in, nil
}

// splatKernel broadcasts an operand of one element to the static result
// type rt: the result is a splat. A large result is allocated without
// clearing and filled in parallel blocks (cleared, for zero bits), so that
// its pages are first touched on every core rather than cleared by the
// allocator on one. A small newly made result that already holds the value
// everywhere (zeros, mostly) is left as it is; otherwise the value is
// written.
func splatKernel(rt tensor.Type) (Kernel, error) {
	fresh, err := tensor.New(tensor.Type{Kind: rt.Kind})
	if err != nil {
		return nil, err
	}
	freshRaw := fresh.Raw()
	zeroRaw := make([]byte, len(freshRaw))
	n := int(rt.NumElements())
	large := parallelWorkers(n, costCheap, parallelAlign) > 1
	return func(f *Frame, args []Value) ([]Value, error) {
		in, err := splatOperand(args, rt)
		if err != nil {
			return nil, err
		}
		if large {
			out, err := f.newUninit(rt)
			if err != nil {
				return nil, err
			}
			if bytes.Equal(in.Raw(), zeroRaw) {
				parallelBlocks(n, costCheap, func(lo, hi int) { tensor.ZeroBits(out.Chunk(lo, hi)) })
				return []Value{out}, nil
			}
			if err := fillSplat(out, in); err != nil {
				return nil, err
			}
			return []Value{out}, nil
		}
		out, isFresh, err := f.newFresh(rt)
		if err != nil {
			return nil, err
		}
		if isFresh && bytes.Equal(in.Raw(), freshRaw) {
			return []Value{out}, nil
		}
		if err := fillSplat(out, in); err != nil {
			return nil, err
		}
		return []Value{out}, nil
	}, nil
}

// fillSplat writes the one element of in to every element of out (same
// kind), in parallel blocks when out is large.
func fillSplat(out, in *tensor.Tensor) error {
	p := &strided.Plan{Fill: 0}
	srcs := []*tensor.Tensor{in}
	if out.Type().Quant != nil || parallelWorkers(out.Len(), costCheap, parallelAlign) <= 1 {
		return runPlan(p, out, srcs)
	}
	var mu sync.Mutex
	var first error
	parallelBlocks(out.Len(), costCheap, func(lo, hi int) {
		if err := runPlan(p, out.Chunk(lo, hi), srcs); err != nil {
			mu.Lock()
			if first == nil {
				first = err
			}
			mu.Unlock()
		}
	})
	return first
}

// isSplatBroadcast reports whether a broadcast of operand type it to the
// result type rt copies one element everywhere, with both types static.
func isSplatBroadcast(it ValueType, rt tensor.Type) bool {
	if it.Tensor == nil || !isStatic(it.Tensor.Shape) || it.Tensor.NumElements() != 1 || !isStatic(rt.Shape) {
		return false
	}
	return it.Tensor.Quant == nil && rt.Quant == nil && it.Tensor.Kind == rt.Kind
}

func init() {
	register("stablehlo.broadcast_in_dim", func(c *OpContext) (Kernel, error) {
		dims, err := i64sAttr(c, "broadcast_dimensions")
		if err != nil {
			return nil, err
		}
		rt, err := staticResult(c)
		if err != nil {
			return nil, err
		}
		if len(c.Operands) == 1 && isSplatBroadcast(c.Operands[0], rt) {
			if parallelWorkers(int(rt.NumElements()), costCheap, parallelAlign) > 1 {
				c.unfilled = unfilledSplatKernel(rt)
			}
			return splatKernel(rt)
		}
		out := rt.Shape
		return planKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			p, err := broadcastPlan(shapes[0], out, dims)
			return p, out, err
		})
	})
	register("stablehlo.broadcast", func(c *OpContext) (Kernel, error) {
		sizes, err := i64sAttr(c, "broadcast_sizes")
		if err != nil {
			return nil, err
		}
		return planKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			in := shapes[0]
			out := append(append([]int64(nil), sizes...), in...)
			dims := make([]int64, len(in))
			for i := range dims {
				dims[i] = int64(len(sizes) + i)
			}
			p, err := broadcastPlan(in, out, dims)
			return p, out, err
		})
	})
	register("stablehlo.dynamic_broadcast_in_dim", func(c *OpContext) (Kernel, error) {
		dims, err := i64sAttr(c, "broadcast_dimensions")
		if err != nil {
			return nil, err
		}
		return dynamicPlanKernel(c, "output_dimensions", func(in, out []int64) (*strided.Plan, error) {
			return broadcastPlan(in, out, dims)
		})
	})
}
