package interp

import (
	"strings"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// stablehlo.compare: elementwise comparison by comparison_direction, with
// comparison_type FLOAT (IEEE: NaN compares unordered), TOTALORDER
// (-NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN), SIGNED or UNSIGNED.

// cmpDir is the element-layer direction of a comparison direction.
func cmpDir(d stablehlo.ComparisonDirection) elem.Dir {
	switch d {
	case stablehlo.ComparisonDirectionEQ:
		return elem.EQ
	case stablehlo.ComparisonDirectionNE:
		return elem.NE
	case stablehlo.ComparisonDirectionGE:
		return elem.GE
	case stablehlo.ComparisonDirectionGT:
		return elem.GT
	case stablehlo.ComparisonDirectionLE:
		return elem.LE
	}
	return elem.LT
}

// compareAttrs are the decoded attributes of a stablehlo.compare (or
// chlo.broadcast_compare).
type compareAttrs struct {
	direction   stablehlo.ComparisonDirection
	compareType stablehlo.ComparisonType
}

// totalOrder reports whether floats compare by IEEE totalOrder.
func (a *compareAttrs) totalOrder() bool { return a.compareType == stablehlo.ComparisonTypeTOTALORDER }

// decodeCompareAttrs reads comparison_direction and the optional
// compare_type of the operation being compiled.
func decodeCompareAttrs(c *OpContext) (*compareAttrs, error) {
	dir, err := stablehlo.DecodeComparisonDirectionIR(c.Attr("comparison_direction"))
	if err != nil {
		return nil, c.Errorf("comparison_direction: %v", err)
	}
	out := &compareAttrs{direction: dir}
	if t := c.Attr("compare_type"); !t.IsNull() {
		if out.compareType, err = stablehlo.DecodeComparisonTypeIR(t); err != nil {
			return nil, c.Errorf("compare_type: %v", err)
		}
		if len(c.Operands) > 0 && c.Operands[0].Tensor != nil {
			if k := c.Operands[0].Tensor.Kind; !comparisonTypeFits(out.compareType, k, c.Operands[0].Tensor.Quant != nil) {
				return nil, c.Errorf("comparison type %s on element type %s is not supported: the spec defines %s", out.compareType, k, comparisonTypesOf(k, c.Operands[0].Tensor.Quant != nil))
			}
		}
	}
	return out, nil
}

// comparisonTypeFits reports whether the spec's C3 defines comparison type
// t for elements of kind k (quantized: k is the storage kind, and the
// expressed floats' FLOAT and TOTALORDER fit too). The verifier accepts
// every pair, as upstream's does; the interpreter runs only these.
func comparisonTypeFits(t stablehlo.ComparisonType, k tensor.Kind, quantized bool) bool {
	if t == stablehlo.ComparisonTypeNOTYPE {
		return true
	}
	if quantized && (t == stablehlo.ComparisonTypeFLOAT || t == stablehlo.ComparisonTypeTOTALORDER) {
		return true
	}
	switch {
	case k.IsBool() || k.IsUnsigned():
		return t == stablehlo.ComparisonTypeUNSIGNED
	case k.IsSigned():
		return t == stablehlo.ComparisonTypeSIGNED
	case k.IsFloat():
		return t == stablehlo.ComparisonTypeFLOAT || t == stablehlo.ComparisonTypeTOTALORDER
	case k.IsComplex():
		return t == stablehlo.ComparisonTypeFLOAT
	}
	return false
}

// comparisonTypesOf names the comparison types the spec defines for
// elements of kind k.
func comparisonTypesOf(k tensor.Kind, quantized bool) string {
	var fits []string
	for _, t := range []stablehlo.ComparisonType{stablehlo.ComparisonTypeFLOAT, stablehlo.ComparisonTypeTOTALORDER, stablehlo.ComparisonTypeSIGNED, stablehlo.ComparisonTypeUNSIGNED} {
		if comparisonTypeFits(t, k, quantized) {
			fits = append(fits, t.String())
		}
	}
	return strings.Join(fits, " or ")
}

// swappedDirection gives the direction that compares the operands
// exchanged: a < b is b > a.
func swappedDirection(d stablehlo.ComparisonDirection) stablehlo.ComparisonDirection {
	switch d {
	case stablehlo.ComparisonDirectionLT:
		return stablehlo.ComparisonDirectionGT
	case stablehlo.ComparisonDirectionLE:
		return stablehlo.ComparisonDirectionGE
	case stablehlo.ComparisonDirectionGT:
		return stablehlo.ComparisonDirectionLT
	case stablehlo.ComparisonDirectionGE:
		return stablehlo.ComparisonDirectionLE
	}
	return d
}

// totalOrderKeys maps the elements of a float tensor to integers whose
// order is the specification's totalOrder: -NaN < -Inf < ... < -0 < +0 <
// ... < +Inf < +NaN, NaNs ordered by payload (larger payloads further
// out). It works on each kind's own encoding (sign-magnitude), so -0 sorts
// before +0 and NaN payloads keep their order in every float width.
func totalOrderKeys(t *tensor.Tensor) []int64 {
	keys := make([]int64, t.Len())
	w := t.Kind().BitWidth()
	signed := t.Kind() != tensor.F8E8M0FNU
	for i := range keys {
		b := t.Bits(i)
		if !signed {
			keys[i] = int64(b)
			continue
		}
		mag := int64(b & (1<<(w-1) - 1))
		if b>>(w-1)&1 != 0 {
			// Negative: larger magnitudes come first; -0 is just below +0.
			keys[i] = -mag - 1
		} else {
			keys[i] = mag
		}
	}
	return keys
}

func compareTensors(dir stablehlo.ComparisonDirection, totalOrder bool, a, b *tensor.Tensor, out []bool) error {
	if totalOrder && a.Kind().IsFloat() {
		elem.CompareSlices(cmpDir(dir), totalOrderKeys(a), totalOrderKeys(b), out)
		return nil
	}
	// SI32 and UI32 run on the vector loops, which also take an operand
	// of one element (a broadcast scalar of a fused group).
	if elem.CompareBroadcast(cmpDir(dir), a, b, out) {
		return nil
	}
	return elem.Of(a).Compare(cmpDir(dir), a, b, out)
}

func init() {
	register("stablehlo.compare", func(c *OpContext) (Kernel, error) {
		attrs, err := decodeCompareAttrs(c)
		if err != nil {
			return nil, err
		}
		if _, err := c.resultTensorType(0); err != nil {
			return nil, err
		}
		// The region-body recogniser reads what was decoded here.
		c.compare = attrs
		if c.Operands[0].Tensor != nil && c.Operands[0].Tensor.Quant != nil {
			return nil, c.Errorf("quantized operands are not supported yet")
		}
		return func(f *Frame, args []Value) ([]Value, error) {
			a, b, err := tensorPair(args)
			if err != nil {
				return nil, err
			}
			// Every element is compared (bool storage is never handed out
			// uninitialised: new storage is cleared, a released tensor's
			// keeps its 0 and 1 bytes).
			out, err := f.newUninit(tensor.Type{Kind: tensor.Bool, Shape: a.Shape()})
			if err != nil {
				return nil, err
			}
			if err := compareTensors(attrs.direction, attrs.totalOrder(), a, b, out.Bools()); err != nil {
				return nil, err
			}
			return f.result1(out), nil
		}, nil
	})
}
