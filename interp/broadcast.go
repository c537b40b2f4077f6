package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
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
