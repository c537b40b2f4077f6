package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
)

// stablehlo.concatenate: the inputs are laid one after another along
// dimension.

// concatPlan places each input at its running offset along dim.
func concatPlan(shapes [][]int64, dim int64) (*strided.Plan, []int64, error) {
	if len(shapes) == 0 {
		return nil, nil, fmt.Errorf("no inputs")
	}
	rank := len(shapes[0])
	if dim < 0 || int(dim) >= rank {
		return nil, nil, fmt.Errorf("dimension %d is out of range for rank %d", dim, rank)
	}
	out := append([]int64(nil), shapes[0]...)
	out[dim] = 0
	for i, s := range shapes {
		if len(s) != rank {
			return nil, nil, fmt.Errorf("input %d has rank %d, want %d", i, len(s), rank)
		}
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
