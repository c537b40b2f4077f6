package interp

import (
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// chlo.broadcast_*: the stablehlo binary op (or select) on operands
// broadcast to a common shape, numpy-style (trailing dimensions aligned) or
// along broadcast_dimensions for the operand of lower rank.

// chloBroadcastOps maps each chlo op to the stablehlo op it broadcasts.
var chloBroadcastOps = map[string]string{
	"chlo.broadcast_add":                    "stablehlo.add",
	"chlo.broadcast_atan2":                  "stablehlo.atan2",
	"chlo.broadcast_divide":                 "stablehlo.divide",
	"chlo.broadcast_maximum":                "stablehlo.maximum",
	"chlo.broadcast_minimum":                "stablehlo.minimum",
	"chlo.broadcast_multiply":               "stablehlo.multiply",
	"chlo.broadcast_next_after":             "chlo.next_after",
	"chlo.broadcast_polygamma":              "chlo.polygamma",
	"chlo.broadcast_power":                  "stablehlo.power",
	"chlo.broadcast_remainder":              "stablehlo.remainder",
	"chlo.broadcast_shift_left":             "stablehlo.shift_left",
	"chlo.broadcast_shift_right_arithmetic": "stablehlo.shift_right_arithmetic",
	"chlo.broadcast_shift_right_logical":    "stablehlo.shift_right_logical",
	"chlo.broadcast_subtract":               "stablehlo.subtract",
	"chlo.broadcast_zeta":                   "chlo.zeta",
	"chlo.broadcast_and":                    "stablehlo.and",
	"chlo.broadcast_or":                     "stablehlo.or",
	"chlo.broadcast_xor":                    "stablehlo.xor",
	"chlo.broadcast_complex":                "stablehlo.complex",
	"chlo.broadcast_compare":                "stablehlo.compare",
	"chlo.broadcast_select":                 "stablehlo.select",
}

// chloBroadcastShape is the shape the operands broadcast to, and for each
// operand the result dimension of each of its dimensions.
func chloBroadcastShape(shapes [][]int64, dims []int64) ([]int64, [][]int64, error) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	maps := make([][]int64, len(shapes))
	for i, s := range shapes {
		m := make([]int64, len(s))
		if len(dims) > 0 && len(s) < rank {
			if len(dims) != len(s) {
				return nil, nil, fmt.Errorf("broadcast_dimensions has %d entries for an operand of rank %d", len(dims), len(s))
			}
			copy(m, dims)
		} else {
			for j := range m {
				m[j] = int64(rank - len(s) + j)
			}
		}
		for j, d := range m {
			switch {
			case s[j] == out[d] || s[j] == 1:
			case out[d] == 1:
				out[d] = s[j]
			default:
				return nil, nil, fmt.Errorf("operand shapes %v do not broadcast", shapes)
			}
		}
		maps[i] = m
	}
	return out, maps, nil
}

func init() {
	for name, base := range chloBroadcastOps {
		base := base
		register(name, func(c *OpContext) (Kernel, error) {
			b, ok := builderFor(base)
			if !ok {
				return nil, c.Errorf("%s is not implemented", base)
			}
			var dims []int64
			if a := c.Attr("broadcast_dimensions"); !a.IsNull() && a.IsDenseI64Array() {
				dims = a.I64s()
			}
			inner, err := b(c)
			if err != nil {
				return nil, err
			}
			return func(f *Frame, args []Value) ([]Value, error) {
				ts, err := tensorArgs(args)
				if err != nil {
					return nil, err
				}
				shapes := make([][]int64, len(ts))
				for i, t := range ts {
					shapes[i] = t.Shape()
				}
				out, maps, err := chloBroadcastShape(shapes, dims)
				if err != nil {
					return nil, err
				}
				wide := make([]Value, len(ts))
				for i, t := range ts {
					if slices.Equal(t.Shape(), out) {
						wide[i] = t
						continue
					}
					p, err := broadcastPlan(t.Shape(), out, maps[i])
					if err != nil {
						return nil, err
					}
					// The broadcast plan writes every element.
					w, err := f.newUninit(tensor.Type{Kind: t.Kind(), Shape: out, Quant: t.Type().Quant})
					if err != nil {
						return nil, err
					}
					if err := runPlan(p, w, []*tensor.Tensor{t}); err != nil {
						return nil, err
					}
					wide[i] = w
				}
				return inner(f, wide)
			}, nil
		})
	}
}
