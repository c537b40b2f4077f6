package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.broadcast_in_dim and stablehlo.dynamic_broadcast_in_dim: result
// dimension dims[i] takes operand dimension i, which must be 1 or the
// result's size; other result dimensions repeat the operand.
// stablehlo.broadcast prepends broadcast_sizes to the operand's shape.

// dmBroadcastPlan copies an operand of shape in into a result of shape out.
func dmBroadcastPlan(in, out, dims []int64) (*strided.Plan, error) {
	if len(dims) != len(in) {
		return nil, fmt.Errorf("broadcast_dimensions has %d entries for an operand of rank %d", len(dims), len(in))
	}
	inStr := dmStrides(in)
	srcStr := make([]int, len(out))
	for i, d := range dims {
		if d < 0 || int(d) >= len(out) {
			return nil, fmt.Errorf("broadcast dimension %d is out of range for a result of rank %d", d, len(out))
		}
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
	p.Add(0, 0, 0, dmInts(out), srcStr, dmStrides(out))
	return p, nil
}

func init() {
	register("stablehlo.broadcast_in_dim", func(c *OpContext) (Kernel, error) {
		dims, err := dmI64s(c, "broadcast_dimensions")
		if err != nil {
			return nil, err
		}
		rt, err := dmStaticResult(c)
		if err != nil {
			return nil, err
		}
		out := rt.Shape
		return dmPlanKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			p, err := dmBroadcastPlan(shapes[0], out, dims)
			return p, out, err
		})
	})
	register("stablehlo.broadcast", func(c *OpContext) (Kernel, error) {
		sizes, err := dmI64s(c, "broadcast_sizes")
		if err != nil {
			return nil, err
		}
		return dmPlanKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			in := shapes[0]
			out := append(append([]int64(nil), sizes...), in...)
			dims := make([]int64, len(in))
			for i := range dims {
				dims[i] = int64(len(sizes) + i)
			}
			p, err := dmBroadcastPlan(in, out, dims)
			return p, out, err
		})
	})
	register("stablehlo.dynamic_broadcast_in_dim", func(c *OpContext) (Kernel, error) {
		dims, err := dmI64s(c, "broadcast_dimensions")
		if err != nil {
			return nil, err
		}
		return dmDynamicPlanKernel(c, "output_dimensions", func(in, out []int64) (*strided.Plan, error) {
			return dmBroadcastPlan(in, out, dims)
		})
	})
}
