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
// operand the result dimension of each of its dimensions. explicit tells
// whether broadcast_dimensions (dims) was given: it then maps the dimensions
// of the operand of lower rank (the first when the ranks are equal, where it
// must be the identity). The verifier, as upstream's, accepts operands that
// do not broadcast with any result, so they are reported here.
func chloBroadcastShape(shapes [][]int64, dims []int64, explicit bool) ([]int64, [][]int64, error) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	low := -1
	if explicit {
		if len(shapes) != 2 {
			return nil, nil, fmt.Errorf("broadcast_dimensions given for %d operands, not 2", len(shapes))
		}
		low = 0
		if len(shapes[0]) > len(shapes[1]) {
			low = 1
		}
		seen := make([]bool, rank)
		for _, d := range dims {
			if d < 0 || d >= int64(rank) {
				return nil, nil, fmt.Errorf("broadcast_dimensions %v has dimension %d out of range [0, %d)", dims, d, rank)
			}
			if seen[d] {
				return nil, nil, fmt.Errorf("broadcast_dimensions %v repeats dimension %d", dims, d)
			}
			seen[d] = true
		}
		if len(dims) != len(shapes[low]) {
			return nil, nil, fmt.Errorf("broadcast_dimensions has %d entries for an operand of rank %d", len(dims), len(shapes[low]))
		}
		if len(shapes[low]) == rank && !slices.Equal(dims, identityDims(rank)) {
			return nil, nil, fmt.Errorf("broadcast_dimensions %v between operands of equal rank is not the identity", dims)
		}
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	maps := make([][]int64, len(shapes))
	for i, s := range shapes {
		m := make([]int64, len(s))
		if i == low {
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

// shapeFits tells whether shape matches declared, whose dynamic (negative)
// sizes match any size.
func shapeFits(shape, declared []int64) bool {
	if len(shape) != len(declared) {
		return false
	}
	for i, d := range declared {
		if d >= 0 && d != shape[i] {
			return false
		}
	}
	return true
}

// identityDims is [0, 1, ..., n-1].
func identityDims(n int) []int64 {
	d := make([]int64, n)
	for i := range d {
		d[i] = int64(i)
	}
	return d
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
			explicit := false
			if a := c.Attr("broadcast_dimensions"); !a.IsNull() && a.IsDenseI64Array() {
				dims, explicit = a.I64s(), true
			}
			var resultShape []int64
			if len(c.Results) == 1 && c.Results[0].Tensor != nil {
				resultShape = c.Results[0].Tensor.Shape
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
				out, maps, err := chloBroadcastShape(shapes, dims, explicit)
				if err != nil {
					return nil, err
				}
				if resultShape != nil && !shapeFits(out, resultShape) {
					return nil, fmt.Errorf("operand shapes %v broadcast to %v, not to the result's %v", shapes, out, resultShape)
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
