package passes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// chlo.ragged_dot rewritten into StableHLO (see chlo_rules.go for the other
// CHLO ops).

// raggedDims are the dimension numbers of a chlo.ragged_dot.
type raggedDims struct {
	dot       dotDims
	lhsRagged []int64
	rhsGroup  []int64
}

// decodeRaggedDims reads a #chlo.ragged_dot attribute.
func decodeRaggedDims(a mlirc.Attribute) (raggedDims, error) {
	r, err := stablehlo.DecodeRaggedDotDimensionNumbers(a)
	if err != nil {
		return raggedDims{}, err
	}
	return raggedDims{
		dot: dotDims{
			lhsBatch:    r.LhsBatchingDimensions,
			rhsBatch:    r.RhsBatchingDimensions,
			lhsContract: r.LhsContractingDimensions,
			rhsContract: r.RhsContractingDimensions,
		},
		lhsRagged: r.LhsRaggedDimensions,
		rhsGroup:  r.RhsGroupDimensions,
	}, nil
}

// raggedDotRule: ragged_dot with the lhs ragged in a non-contracting,
// non-batching dimension and a group dimension in rhs. Rows of lhs along
// the ragged dimension form consecutive groups of group_sizes[g] rows; a
// row of group g is multiplied with the slice g of rhs. The rewrite computes
// for each group the full dot_general of lhs with that slice, keeps the rows
// of the group (an iota compared with the group's bounds, which are running
// sums of group_sizes, so sizes may be known only at run time) and adds
// the results. Rows past the last group are zero.
var raggedDotRule = rule{name: "chlo.ragged_dot", analyze: func(op mlirc.Operation) (lowering, error) {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil, errors.New("expected three operands and one result")
	}
	lt, rt, gt, res := op.Operand(0).Type(), op.Operand(1).Type(), op.Operand(2).Type(), op.Result(0).Type()
	if !isStatic(lt) || !isStatic(rt) || !isStatic(gt) || !isStatic(res) {
		return nil, errors.New("operands and result must be static tensors")
	}
	a := op.Attribute("ragged_dot_dimension_numbers")
	if a.IsNull() {
		return nil, errors.New("missing ragged_dot_dimension_numbers")
	}
	d, err := decodeRaggedDims(a)
	if err != nil {
		return nil, err
	}
	lrank, rrank := int64(len(lt.Shape())), int64(len(rt.Shape()))
	if len(d.lhsRagged) != 1 {
		return nil, fmt.Errorf("expected one lhs ragged dimension, got %d", len(d.lhsRagged))
	}
	if len(d.rhsGroup) != 1 {
		return nil, errors.New("only a ragged non-contracting lhs dimension with one rhs group dimension is supported")
	}
	ragged, group := d.lhsRagged[0], d.rhsGroup[0]
	if ragged >= lrank || group >= rrank {
		return nil, errors.New("ragged or group dimension out of range")
	}
	if slices.Contains(d.dot.lhsBatch, ragged) || slices.Contains(d.dot.lhsContract, ragged) {
		return nil, errors.New("only a ragged non-contracting, non-batching lhs dimension is supported")
	}
	if slices.Contains(d.dot.rhsBatch, group) || slices.Contains(d.dot.rhsContract, group) {
		return nil, errors.New("the rhs group dimension must be neither batching nor contracting")
	}
	if gs := gt.Shape(); len(gs) != 1 || gs[0] != rt.Shape()[group] {
		return nil, fmt.Errorf("group_sizes of type %s: expected a vector of %d sizes", gt, rt.Shape()[group])
	}
	if !gt.ElementType().IsInteger() {
		return nil, fmt.Errorf("group_sizes of type %s: expected integers", gt)
	}
	// The position of the ragged dimension in the dot_general result:
	// batch dimensions first, then the free lhs dimensions in order.
	out := int64(len(d.dot.lhsBatch))
	for i := int64(0); i < ragged; i++ {
		if !slices.Contains(d.dot.lhsBatch, i) && !slices.Contains(d.dot.lhsContract, i) {
			out++
		}
	}
	// rhs dimensions after dropping the group dimension.
	drop := func(ds []int64) []int64 {
		r := make([]int64, len(ds))
		for i, x := range ds {
			r[i] = x
			if x > group {
				r[i] = x - 1
			}
		}
		return r
	}
	precision, err := stablehloPrecision(op.Attribute("precision_config"))
	if err != nil {
		return nil, err
	}
	sliceDims := dotDims{lhsBatch: d.dot.lhsBatch, rhsBatch: drop(d.dot.rhsBatch),
		lhsContract: d.dot.lhsContract, rhsContract: drop(d.dot.rhsContract)}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		lhs, rhs, sizes := op.Operand(0), op.Operand(1), op.Operand(2)
		rshape := rt.Shape()
		shape := res.Shape()
		elem := res.ElementType()
		ielem := gt.ElementType()
		itype := tensorType(shape, ielem)
		boolType := tensorType(shape, b.ctx.IntegerType(1, 0))
		rows := b.single("stablehlo.iota", nil, itype,
			mlirc.NamedAttribute{Name: "iota_dimension", Value: b.ctx.I64Attr(out)})
		sum := b.constant(0, shape, elem)
		zeros := sum
		start := b.constant(0, nil, ielem)
		sliceShape := slices.Delete(slices.Clone(rshape), int(group), int(group)+1)
		for g := int64(0); g < rshape[group]; g++ {
			begin := make([]int64, len(rshape))
			limit := slices.Clone(rshape)
			begin[group], limit[group] = g, g+1
			sl := b.slice(rhs, begin, limit)
			slice := b.reshape(sl, sliceShape)
			partial := b.dotGeneral(lhs, slice, sliceDims, res, b.precisionConfig(precision))
			size := b.reshape(b.slice(sizes, []int64{g}, []int64{g + 1}), nil)
			end := b.binary("stablehlo.add", start, size)
			lo := b.broadcastInDim(start, nil, itype)
			hi := b.broadcastInDim(end, nil, itype)
			mask := b.binary("stablehlo.and", b.compare(rows, lo, stablehlo.ComparisonDirectionGE, boolType), b.compare(rows, hi, stablehlo.ComparisonDirectionLT, boolType))
			kept := b.single("stablehlo.select", []mlirc.Value{mask, partial, zeros}, res)
			sum = b.binary("stablehlo.add", sum, kept)
			start = end
		}
		return []mlirc.Value{sum}
	}, nil
}}

// stablehloPrecision reads a chlo (or stablehlo) precision config; it
// returns nil when there is none.
func stablehloPrecision(a mlirc.Attribute) ([]stablehlo.Precision, error) {
	if a.IsNull() {
		return nil, nil
	}
	p, err := stablehlo.DecodePrecisionConfig(a)
	if err != nil {
		return nil, fmt.Errorf("precision_config: %w", err)
	}
	return p, nil
}

// precisionConfig builds the StableHLO precision config of p, or returns a
// null attribute when p is nil.
func (b *builder) precisionConfig(p []stablehlo.Precision) mlirc.Attribute {
	if p == nil {
		return mlirc.Attribute{}
	}
	return b.attrOf(stablehlo.PrecisionConfigAttribute(b.ctx, "stablehlo", p))
}

// slice takes x[begin:limit] with unit strides.
func (b *builder) slice(x mlirc.Value, begin, limit []int64) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	shape := make([]int64, len(begin))
	for i := range begin {
		shape[i] = limit[i] - begin[i]
	}
	strides := make([]int64, len(begin))
	for i := range strides {
		strides[i] = 1
	}
	return b.single("stablehlo.slice", []mlirc.Value{x}, tensorType(shape, x.Type().ElementType()),
		mlirc.NamedAttribute{Name: "start_indices", Value: b.ctx.DenseI64ArrayAttr(begin)},
		mlirc.NamedAttribute{Name: "limit_indices", Value: b.ctx.DenseI64ArrayAttr(limit)},
		mlirc.NamedAttribute{Name: "strides", Value: b.ctx.DenseI64ArrayAttr(strides)})
}

// compare creates stablehlo.compare of x and y with direction dir.
func (b *builder) compare(x, y mlirc.Value, dir stablehlo.ComparisonDirection, result mlirc.Type) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	return b.single("stablehlo.compare", []mlirc.Value{x, y}, result,
		mlirc.NamedAttribute{Name: "comparison_direction", Value: dir.Attribute(b.ctx)})
}
