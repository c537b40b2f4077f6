package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.concatenate: the inputs are laid one after another along
// dimension.

// concatPlan places each input at its running offset along dim. The
// verifier gives at least one input, all of one rank, and dim in range; the
// other sizes are checked here, as they may be dynamic.
func concatPlan(shapes [][]int64, dim int64) (*strided.Plan, []int64, error) {
	out := append([]int64(nil), shapes[0]...)
	out[dim] = 0
	for i, s := range shapes {
		for k := range s {
			if k != int(dim) && s[k] != shapes[0][k] {
				return nil, nil, fmt.Errorf("input %d has size %d in dimension %d, want %d", i, s[k], k, shapes[0][k])
			}
		}
		out[dim] += s[dim]
	}
	dstStr := rowStrides(out)
	p := &strided.Plan{Fill: -1}
	offset := 0
	for i, s := range shapes {
		p.Add(i, 0, offset*dstStr[dim], toInts(s), rowStrides(s), dstStr)
		offset += int(s[dim])
	}
	return p, out, nil
}

func init() {
	register("stablehlo.concatenate", func(c *OpContext) (Kernel, error) {
		dim, err := intAttr(c, "dimension")
		if err != nil {
			return nil, err
		}
		return planKernel(c, func(shapes [][]int64) (*strided.Plan, []int64, error) {
			return concatPlan(shapes, dim)
		})
	})
}
