package passes

import (
	"errors"
	"fmt"
	"math"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// The rules of chlo-legalize-to-stablehlo: every CHLO op of the dialect
// becomes StableHLO ops. The special functions follow the approximations
// XLA uses (Cephes, Eigen, Giles, Lanczos), computed in f32 for f16 and
// bf16 operands and in the operand's type for f32 and f64. Operands must
// be statically shaped.

// chloRules are the rules of chlo-legalize-to-stablehlo.
func chloRules() []rule {
	rules := []rule{raggedDotRule, topKRule, constantRule, constantLikeRule,
		broadcastSelectRule, broadcastCompareRule}
	for name, f := range chloUnary {
		rules = append(rules, unaryRule(name, f))
	}
	for name, f := range chloBinary {
		rules = append(rules, binaryRule(name, f))
	}
	for name, target := range chloBroadcast {
		rules = append(rules, chloBroadcastRule(name, target))
	}
	return rules
}

// unaryLowering computes an elementwise op on one operand.
type unaryLowering struct {
	// f builds the result from the operand.
	f func(b *builder, x mlirc.Value) mlirc.Value
	// complex: complex operands are accepted besides floats (f16, bf16,
	// f32, f64); upcast: f16 and bf16 are computed in f32; any: every
	// element type is accepted.
	complex, upcast, any bool
	// wideComplex: complex<f32> is computed in complex<f64>.
	wideComplex bool
}

var chloUnary = map[string]unaryLowering{
	"chlo.acos":       {f: (*builder).acos, complex: true, upcast: true, wideComplex: true},
	"chlo.acosh":      {f: (*builder).acosh, complex: true, upcast: true, wideComplex: true},
	"chlo.asin":       {f: (*builder).asin, complex: true, upcast: true, wideComplex: true},
	"chlo.asinh":      {f: (*builder).asinh, complex: true, upcast: true, wideComplex: true},
	"chlo.atan":       {f: (*builder).atan, complex: true, upcast: true, wideComplex: true},
	"chlo.atanh":      {f: (*builder).atanh, complex: true, upcast: true, wideComplex: true},
	"chlo.cosh":       {f: (*builder).cosh, complex: true, upcast: true},
	"chlo.sinh":       {f: (*builder).sinh, complex: true, upcast: true},
	"chlo.tan":        {f: func(b *builder, x mlirc.Value) mlirc.Value { return b.unary("stablehlo.tan", x) }, complex: true},
	"chlo.erf":        {f: (*builder).erf, upcast: true},
	"chlo.erfc":       {f: (*builder).erfc, upcast: true},
	"chlo.erf_inv":    {f: (*builder).erfInv, upcast: true},
	"chlo.lgamma":     {f: (*builder).lgamma, upcast: true},
	"chlo.digamma":    {f: (*builder).digamma, upcast: true},
	"chlo.bessel_i1e": {f: (*builder).besselI1e, upcast: true},
	"chlo.square":     {f: func(b *builder, x mlirc.Value) mlirc.Value { return b.mul(x, x) }, any: true},
	"chlo.conj":       {f: conj, complex: true},
	"chlo.is_inf": {f: func(b *builder, x mlirc.Value) mlirc.Value {
		return b.cmpC(b.abs(x), stablehlo.ComparisonDirectionEQ, math.Inf(1))
	}},
	"chlo.is_pos_inf": {f: func(b *builder, x mlirc.Value) mlirc.Value {
		return b.cmpC(x, stablehlo.ComparisonDirectionEQ, math.Inf(1))
	}},
	"chlo.is_neg_inf": {f: func(b *builder, x mlirc.Value) mlirc.Value {
		return b.cmpC(x, stablehlo.ComparisonDirectionEQ, math.Inf(-1))
	}},
}

// conj negates the imaginary part of a complex x; it is the identity on
// reals.
func conj(b *builder, x mlirc.Value) mlirc.Value {
	if !isComplex(x) {
		return x
	}
	re, im := b.parts(x)
	return b.complexOf(re, b.neg(im), x.Type())
}

// computable reports whether the float type elem can be computed in f32 or
// f64 (directly or by upcasting).
func computable(elem mlirc.Type) bool {
	switch elem.FloatFormat() {
	case mlirc.FloatF16, mlirc.FloatBF16, mlirc.FloatF32, mlirc.FloatF64:
		return true
	}
	return false
}

// checkElement reports why an operand of element type elem is not
// supported by an op of the given kind.
func checkElement(elem mlirc.Type, complexOK, anyOK bool) error {
	switch {
	case anyOK:
		return nil
	case elem.IsComplex() && complexOK:
		if !computable(elem.ElementType()) {
			return fmt.Errorf("element type %s is not supported", elem)
		}
		return nil
	case elem.IsFloat() && computable(elem):
		return nil
	}
	return fmt.Errorf("element type %s is not supported", elem)
}

// unaryRule rewrites an elementwise CHLO op with one operand.
func unaryRule(name string, u unaryLowering) rule {
	return rule{name: name, analyze: func(op mlirc.Operation) (lowering, error) {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return nil, errors.New("expected one operand and one result")
		}
		t := op.Operand(0).Type()
		if !isStatic(t) {
			return nil, fmt.Errorf("operand of type %s is not a static tensor", t)
		}
		if err := checkElement(t.ElementType(), u.complex, u.any); err != nil {
			return nil, err
		}
		return func(b *builder, op mlirc.Operation) []mlirc.Value {
			x := op.Operand(0)
			if u.wideComplex && isComplex(x) {
				return []mlirc.Value{b.withComplexUpcast([]mlirc.Value{x}, func(a []mlirc.Value) mlirc.Value { return u.f(b, a[0]) })}
			}
			if u.upcast {
				return []mlirc.Value{b.withUpcast([]mlirc.Value{x}, func(a []mlirc.Value) mlirc.Value { return u.f(b, a[0]) })}
			}
			return []mlirc.Value{u.f(b, x)}
		}, nil
	}}
}

// chloBinary are the elementwise CHLO ops with two float operands of one
// type, computed in f32 for narrower floats.
var chloBinary = map[string]func(b *builder, x, y mlirc.Value) mlirc.Value{
	"chlo.next_after": (*builder).nextAfter,
	"chlo.polygamma":  (*builder).polygamma,
	"chlo.zeta":       (*builder).zeta,
}

// binaryLowering computes the binary CHLO op name on operands of one type.
func binaryLowering(b *builder, name string, x, y mlirc.Value) mlirc.Value {
	f := chloBinary[name]
	if name == "chlo.next_after" {
		// Bit patterns: computed in the operands' own type.
		return f(b, x, y)
	}
	return b.withUpcast([]mlirc.Value{x, y}, func(a []mlirc.Value) mlirc.Value { return f(b, a[0], a[1]) })
}

// binaryRule rewrites chlo.next_after, chlo.polygamma or chlo.zeta.
func binaryRule(name string, _ func(b *builder, x, y mlirc.Value) mlirc.Value) rule {
	return rule{name: name, analyze: func(op mlirc.Operation) (lowering, error) {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil, errors.New("expected two operands and one result")
		}
		t := op.Operand(0).Type()
		if !isStatic(t) || !t.Equal(op.Operand(1).Type()) {
			return nil, fmt.Errorf("operands must be static tensors of one type, got %s and %s", t, op.Operand(1).Type())
		}
		if err := checkElement(t.ElementType(), false, false); err != nil {
			return nil, err
		}
		return func(b *builder, op mlirc.Operation) []mlirc.Value {
			return []mlirc.Value{binaryLowering(b, name, op.Operand(0), op.Operand(1))}
		}, nil
	}}
}

// chloBroadcast maps each broadcasting CHLO op to the StableHLO op (or the
// binary CHLO op lowered in place) applied after broadcasting.
var chloBroadcast = map[string]string{
	"chlo.broadcast_add":                    "stablehlo.add",
	"chlo.broadcast_and":                    "stablehlo.and",
	"chlo.broadcast_atan2":                  "stablehlo.atan2",
	"chlo.broadcast_complex":                "stablehlo.complex",
	"chlo.broadcast_divide":                 "stablehlo.divide",
	"chlo.broadcast_maximum":                "stablehlo.maximum",
	"chlo.broadcast_minimum":                "stablehlo.minimum",
	"chlo.broadcast_multiply":               "stablehlo.multiply",
	"chlo.broadcast_next_after":             "chlo.next_after",
	"chlo.broadcast_or":                     "stablehlo.or",
	"chlo.broadcast_polygamma":              "chlo.polygamma",
	"chlo.broadcast_power":                  "stablehlo.power",
	"chlo.broadcast_remainder":              "stablehlo.remainder",
	"chlo.broadcast_shift_left":             "stablehlo.shift_left",
	"chlo.broadcast_shift_right_arithmetic": "stablehlo.shift_right_arithmetic",
	"chlo.broadcast_shift_right_logical":    "stablehlo.shift_right_logical",
	"chlo.broadcast_subtract":               "stablehlo.subtract",
	"chlo.broadcast_xor":                    "stablehlo.xor",
	"chlo.broadcast_zeta":                   "chlo.zeta",
}

// broadcastOperands checks that the operands and the result of a
// broadcasting op are static, and returns, for each operand, the result
// dimensions its dimensions map to: broadcast_dimensions for a lower-rank
// operand when given, the trailing dimensions otherwise (numpy). The
// verifier, as upstream's, accepts any result for operands that do not
// broadcast (broadcast_dimensions of the wrong count or out of range,
// conflicting sizes), so they are reported here.
func broadcastOperands(op mlirc.Operation, operands []mlirc.Value) ([][]int64, error) {
	res := op.Result(0).Type()
	if !isStatic(res) {
		return nil, fmt.Errorf("result of type %s is not a static tensor", res)
	}
	rank := int64(len(res.Shape()))
	high := int64(0)
	for i, v := range operands {
		t := v.Type()
		if !isStatic(t) {
			return nil, fmt.Errorf("operand %d of type %s is not a static tensor", i, t)
		}
		high = max(high, int64(len(t.Shape())))
	}
	if high != rank {
		return nil, fmt.Errorf("result of type %s does not have the operands' broadcast rank %d", res, high)
	}
	explicit, hasExplicit := []int64(nil), false
	if a := op.Attribute("broadcast_dimensions"); !a.IsNull() {
		explicit, hasExplicit = a.I64s(), true
	}
	if hasExplicit && len(operands) == 2 {
		// As upstream: the lower-rank operand (the first when the ranks are
		// equal) maps its dimensions to the listed ones of the other.
		low := 0
		if len(operands[0].Type().Shape()) > len(operands[1].Type().Shape()) {
			low = 1
		}
		t := operands[low].Type()
		seen := map[int64]bool{}
		for _, d := range explicit {
			if seen[d] {
				return nil, fmt.Errorf("broadcast_dimensions %v repeat dimension %d", explicit, d)
			}
			seen[d] = true
		}
		if len(explicit) != len(t.Shape()) || (int64(len(t.Shape())) == rank && !isIdentity(explicit)) {
			return nil, fmt.Errorf("broadcast_dimensions %v do not fit operand %d of type %s", explicit, low, t)
		}
	}
	dims := make([][]int64, len(operands))
	for i, v := range operands {
		t := v.Type()
		r := int64(len(t.Shape()))
		if hasExplicit && r < rank {
			dims[i] = explicit
			continue
		}
		d := make([]int64, r)
		for j := range d {
			d[j] = rank - r + int64(j)
		}
		dims[i] = d
	}
	for i, v := range operands {
		shape, out := v.Type().Shape(), res.Shape()
		for j, d := range dims[i] {
			if d < 0 || d >= rank || (shape[j] != 1 && shape[j] != out[d]) {
				return nil, fmt.Errorf("operand %d of type %s does not broadcast to %s", i, v.Type(), res)
			}
		}
	}
	return dims, nil
}

// broadcastTo broadcasts x to shape (x itself when it already has it).
func (b *builder) broadcastTo(x mlirc.Value, dims []int64, shape []int64) mlirc.Value {
	if b.err != nil {
		return mlirc.Value{}
	}
	t := x.Type()
	if isIdentity(dims) && len(dims) == len(shape) && fmt.Sprint(t.Shape()) == fmt.Sprint(shape) {
		return x
	}
	return b.broadcastInDim(x, dims, tensorType(shape, t.ElementType()))
}

// chloBroadcastRule rewrites a broadcasting binary CHLO op.
func chloBroadcastRule(name, target string) rule {
	return rule{name: name, analyze: func(op mlirc.Operation) (lowering, error) {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil, errors.New("expected two operands and one result")
		}
		dims, err := broadcastOperands(op, []mlirc.Value{op.Operand(0), op.Operand(1)})
		if err != nil {
			return nil, err
		}
		if _, ok := chloBinary[target]; ok {
			if err := checkElement(op.Operand(0).Type().ElementType(), false, false); err != nil {
				return nil, err
			}
		}
		return func(b *builder, op mlirc.Operation) []mlirc.Value {
			shape := op.Result(0).Type().Shape()
			x := b.broadcastTo(op.Operand(0), dims[0], shape)
			y := b.broadcastTo(op.Operand(1), dims[1], shape)
			if _, ok := chloBinary[target]; ok {
				return []mlirc.Value{binaryLowering(b, target, x, y)}
			}
			return []mlirc.Value{b.single(target, []mlirc.Value{x, y}, op.Result(0).Type())}
		}, nil
	}}
}

// broadcastCompareRule rewrites chlo.broadcast_compare into
// stablehlo.compare with the same direction and comparison type.
var broadcastCompareRule = rule{name: "chlo.broadcast_compare", analyze: func(op mlirc.Operation) (lowering, error) {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		return nil, errors.New("expected two operands and one result")
	}
	dims, err := broadcastOperands(op, []mlirc.Value{op.Operand(0), op.Operand(1)})
	if err != nil {
		return nil, err
	}
	dir, err := stablehlo.DecodeComparisonDirection(op.Attribute("comparison_direction"))
	if err != nil {
		return nil, fmt.Errorf("comparison_direction: %w", err)
	}
	var typ *stablehlo.ComparisonType
	if a := op.Attribute("compare_type"); !a.IsNull() {
		ct, err := stablehlo.DecodeComparisonType(a)
		if err != nil {
			return nil, fmt.Errorf("compare_type: %w", err)
		}
		typ = &ct
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		shape := op.Result(0).Type().Shape()
		x := b.broadcastTo(op.Operand(0), dims[0], shape)
		y := b.broadcastTo(op.Operand(1), dims[1], shape)
		attrs := []mlirc.NamedAttribute{{Name: "comparison_direction", Value: dir.Attribute(b.ctx)}}
		if typ != nil {
			attrs = append(attrs, mlirc.NamedAttribute{Name: "compare_type", Value: typ.Attribute(b.ctx)})
		}
		return []mlirc.Value{b.single("stablehlo.compare", []mlirc.Value{x, y}, op.Result(0).Type(), attrs...)}
	}, nil
}}

// broadcastSelectRule rewrites chlo.broadcast_select into stablehlo.select;
// a scalar predicate stays a scalar.
var broadcastSelectRule = rule{name: "chlo.broadcast_select", analyze: func(op mlirc.Operation) (lowering, error) {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil, errors.New("expected three operands and one result")
	}
	operands := []mlirc.Value{op.Operand(0), op.Operand(1), op.Operand(2)}
	dims, err := broadcastOperands(op, operands)
	if err != nil {
		return nil, err
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		res := op.Result(0).Type()
		shape := res.Shape()
		pred := op.Operand(0)
		if len(pred.Type().Shape()) > 0 {
			pred = b.broadcastTo(pred, dims[0], shape)
		}
		x := b.broadcastTo(op.Operand(1), dims[1], shape)
		y := b.broadcastTo(op.Operand(2), dims[2], shape)
		return []mlirc.Value{b.single("stablehlo.select", []mlirc.Value{pred, x, y}, res)}
	}, nil
}}

// constantRule rewrites chlo.constant into stablehlo.constant.
var constantRule = rule{name: "chlo.constant", analyze: func(op mlirc.Operation) (lowering, error) {
	v := op.Attribute("value")
	if v.IsNull() {
		return nil, errors.New("missing value")
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		return []mlirc.Value{b.single("stablehlo.constant", nil, op.Result(0).Type(), mlirc.NamedAttribute{Name: "value", Value: v})}
	}, nil
}}

// constantLikeRule rewrites chlo.constant_like of a static shape into a
// splat stablehlo.constant.
var constantLikeRule = rule{name: "chlo.constant_like", analyze: func(op mlirc.Operation) (lowering, error) {
	v := op.Attribute("value")
	res := op.Result(0).Type()
	if v.IsNull() {
		return nil, errors.New("missing value")
	}
	if !isStatic(res) {
		return nil, fmt.Errorf("result of type %s is not a static tensor", res)
	}
	if !v.IsFloat() && !v.IsInteger() {
		return nil, fmt.Errorf("value %s: only integer and float values are supported", v)
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		splat := mlirc.SplatAttr(res, v)
		if splat.IsNull() {
			b.fail(fmt.Errorf("no splat of %s with type %s", v, res))
			return []mlirc.Value{{}}
		}
		return []mlirc.Value{b.single("stablehlo.constant", nil, res, mlirc.NamedAttribute{Name: "value", Value: splat})}
	}, nil
}}

// topKRule rewrites chlo.top_k into a stable descending sort of the
// operand with an iota of positions along the last dimension, and slices
// of the first k columns. Floats compare in total order, so NaNs sort
// first as XLA's do.
var topKRule = rule{name: "chlo.top_k", analyze: func(op mlirc.Operation) (lowering, error) {
	if op.NumOperands() != 1 || op.NumResults() != 2 {
		return nil, errors.New("expected one operand and two results")
	}
	t := op.Operand(0).Type()
	if !isStatic(t) || len(t.Shape()) == 0 {
		return nil, fmt.Errorf("operand of type %s is not a static tensor of rank >= 1", t)
	}
	k := op.Attribute("k")
	if k.IsNull() || !k.IsInteger() {
		return nil, errors.New("missing k")
	}
	idx := op.Result(1).Type().ElementType()
	if !idx.IsInteger() {
		return nil, fmt.Errorf("indices of type %s: expected integers", op.Result(1).Type())
	}
	return func(b *builder, op mlirc.Operation) []mlirc.Value {
		x := op.Operand(0)
		shape := t.Shape()
		last := int64(len(shape) - 1)
		it := tensorType(shape, idx)
		iota := b.single("stablehlo.iota", nil, it, mlirc.NamedAttribute{Name: "iota_dimension", Value: b.ctx.I64Attr(last)})
		sorted := b.sortDescending([]mlirc.Value{x, iota}, last)
		if b.err != nil {
			return []mlirc.Value{{}, {}}
		}
		n := min(k.Int(), shape[last])
		begin := make([]int64, len(shape))
		limit := append([]int64(nil), shape...)
		limit[last] = n
		return []mlirc.Value{b.slice(sorted.Result(0), begin, limit), b.slice(sorted.Result(1), begin, limit)}
	}, nil
}}

// sortDescending creates a stable stablehlo.sort of operands along dim,
// ordered by the first operand, largest first (total order for floats).
func (b *builder) sortDescending(operands []mlirc.Value, dim int64) mlirc.Operation {
	if b.err != nil {
		return mlirc.Operation{}
	}
	types := make([]mlirc.Type, len(operands))
	var args []mlirc.Type
	for i, v := range operands {
		types[i] = v.Type()
		scalar := tensorType(nil, v.Type().ElementType())
		args = append(args, scalar, scalar)
	}
	op, err := b.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.sort", Location: b.loc, Operands: operands, Results: types, Regions: 1,
		Attributes: []mlirc.NamedAttribute{
			{Name: "dimension", Value: b.ctx.I64Attr(dim)},
			{Name: "is_stable", Value: b.ctx.BoolAttr(true)},
		},
	})
	if err != nil {
		b.fail(fmt.Errorf("creating stablehlo.sort: %w", err))
		return mlirc.Operation{}
	}
	block := mlirc.NewBlock(args, b.loc)
	op.Region(0).AppendBlock(block)
	attrs := []mlirc.NamedAttribute{{Name: "comparison_direction", Value: stablehlo.ComparisonDirectionGT.Attribute(b.ctx)}}
	if operands[0].Type().ElementType().IsFloat() {
		attrs = append(attrs, mlirc.NamedAttribute{Name: "compare_type", Value: stablehlo.ComparisonTypeTOTALORDER.Attribute(b.ctx)})
	}
	cmp, err := b.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.compare", Location: b.loc, Operands: []mlirc.Value{block.Argument(0), block.Argument(1)},
		Results: []mlirc.Type{tensorType(nil, b.ctx.IntegerType(1, 0))}, Attributes: attrs,
	})
	if err != nil {
		op.Erase()
		b.fail(fmt.Errorf("creating the comparator of a sort: %w", err))
		return mlirc.Operation{}
	}
	block.Append(cmp)
	ret, err := b.ctx.CreateOperation(mlirc.OperationSpec{
		Name: "stablehlo.return", Location: b.loc, Operands: []mlirc.Value{cmp.Result(0)},
	})
	if err != nil {
		op.Erase()
		b.fail(fmt.Errorf("creating the return of a sort comparator: %w", err))
		return mlirc.Operation{}
	}
	block.Append(ret)
	return b.rw.Insert(op)
}
