package passes

import (
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// Einsum equations.
//
// An equation such as "bij,bjk->bik" names the dimensions of each operand
// with letters; a letter shared by both operands and kept in the output is a
// batch dimension, shared and dropped a contracting one, and a letter of one
// operand only is a free dimension (kept) or summed away (dropped). A letter
// repeated inside one operand takes that operand's diagonal. "..." stands
// for the leading or middle dimensions the letters leave unnamed; ellipsis
// dimensions are aligned from the right across operands, where a dimension
// of size one broadcasts against any size. Without "->" the output is the
// ellipsis dimensions followed by the letters used exactly once, in
// alphabetical order.

// Labels of ellipsis dimensions (stablehlo.EinsumEllipsisLabel and up) and
// of broadcast size-one dimensions are numbered above the letters' byte
// values.
const (
	ellipsisLabel  = stablehlo.EinsumEllipsisLabel
	broadcastLabel = 1 << 16
)

// einsumEquation is a parsed equation with every dimension labelled.
type einsumEquation struct {
	inputs [][]int
	output []int
}

// parseEinsum parses config for operands of the given shapes with the
// parser the interpreter shares.
func parseEinsum(config string, shapes [][]int64) (*einsumEquation, error) {
	cfg, err := stablehlo.ParseEinsumConfig(config, len(shapes))
	if err != nil {
		return nil, err
	}
	lab, err := cfg.LabelShapes(shapes)
	if err != nil {
		return nil, err
	}
	return &einsumEquation{inputs: lab.Inputs, output: lab.Output}, nil
}

// isArithmetic reports whether t is an integer, float or complex type (not,
// say, a quantized one, which the rewrite's reductions cannot take).
func isArithmetic(t mlirc.Type) bool {
	return t.IsInteger() || t.IsFloat() || t.IsComplex()
}

// labelName renders a label for messages.
func labelName(l int) string { return stablehlo.EinsumLabelName(l) }

// einsumOperand is the plan for one operand: the diagonals it takes, then
// the dimensions it sums away, leaving labels.
type einsumOperand struct {
	// diagonal lists, for each dimension, the earlier dimension with the
	// same label (-1 for a first occurrence).
	diagonal []int
	// sum are the dimensions summed away after the diagonal is taken.
	sum    []int64
	labels []int
}

// einsumPlan is an analysed einsum.
type einsumPlan struct {
	operands []einsumOperand
	dims     *dotDims
	// dotLabels are the labels of the dot_general result.
	dotLabels []int
	output    []int
	sizes     map[int]int64
	result    mlirc.Type
}

// analyzeEinsum checks an einsum or unary_einsum and plans its lowering.
func analyzeEinsum(op mlirc.Operation) (lowering, error) {
	cfg := op.Attribute("einsum_config")
	if cfg.IsNull() || !cfg.IsString() {
		return nil, errors.New("missing einsum_config")
	}
	var shapes [][]int64
	for _, v := range op.Operands() {
		if !isStatic(v.Type()) {
			return nil, fmt.Errorf("operand type %s is not a statically shaped tensor", v.Type())
		}
		if !isArithmetic(v.Type().ElementType()) {
			return nil, fmt.Errorf("operand element type %s is not an integer, float or complex type", v.Type().ElementType())
		}
		shapes = append(shapes, v.Type().Shape())
	}
	result := op.Result(0).Type()
	if !isStatic(result) || !result.Encoding().IsNull() {
		return nil, fmt.Errorf("result type %s is not a statically shaped tensor without encoding", result)
	}
	if !isArithmetic(result.ElementType()) {
		return nil, fmt.Errorf("result element type %s is not an integer, float or complex type", result.ElementType())
	}
	eq, err := parseEinsum(cfg.Str(), shapes)
	if err != nil {
		return nil, err
	}
	p, err := planEinsum(eq, shapes)
	if err != nil {
		return nil, fmt.Errorf("einsum config %q: %w", cfg.Str(), err)
	}
	var want []int64
	for _, l := range p.output {
		want = append(want, p.sizes[l])
	}
	if !slices.Equal(want, result.Shape()) {
		return nil, fmt.Errorf("einsum config %q gives shape %s, the result type is %s", cfg.Str(), dimList(want), result)
	}
	p.result = result
	return p.build, nil
}

// planEinsum resolves broadcasting and classifies the labels.
func planEinsum(eq *einsumEquation, shapes [][]int64) (*einsumPlan, error) {
	p := &einsumPlan{output: eq.output, sizes: map[int]int64{}}
	inputs := make([][]int, len(eq.inputs))
	for k := range eq.inputs {
		inputs[k] = slices.Clone(eq.inputs[k])
	}
	// Ellipsis dimensions of size one broadcast: they get a label of their
	// own, which is summed away (a reshape) before the product.
	var ellipsisLabels []int
	for _, in := range inputs {
		for _, l := range in {
			if l >= ellipsisLabel && !slices.Contains(ellipsisLabels, l) {
				ellipsisLabels = append(ellipsisLabels, l)
			}
		}
	}
	sort.Ints(ellipsisLabels)
	for _, l := range ellipsisLabels {
		var size int64 = 1
		for k, in := range inputs {
			if d := slices.Index(in, l); d >= 0 && shapes[k][d] != 1 {
				if size != 1 && size != shapes[k][d] {
					return nil, fmt.Errorf("ellipsis dimensions of sizes %d and %d do not broadcast", size, shapes[k][d])
				}
				size = shapes[k][d]
			}
		}
		if size == 1 {
			continue
		}
		for k, in := range inputs {
			if d := slices.Index(in, l); d >= 0 && shapes[k][d] == 1 {
				inputs[k][d] = broadcastLabel + k*broadcastLabel/2 + l
			}
		}
	}
	for k, in := range inputs {
		for d, l := range in {
			if s, ok := p.sizes[l]; ok && s != shapes[k][d] {
				return nil, fmt.Errorf("%s has sizes %d and %d", labelName(l), s, shapes[k][d])
			}
			p.sizes[l] = shapes[k][d]
		}
	}
	for k, in := range inputs {
		var o einsumOperand
		for d, l := range in {
			first := slices.Index(in, l)
			if first == d {
				first = -1
				o.labels = append(o.labels, l)
			}
			o.diagonal = append(o.diagonal, first)
		}
		// Labels in no other operand nor the output are summed away.
		var keep []int
		for i, l := range o.labels {
			used := slices.Contains(p.output, l)
			for j, other := range inputs {
				if j != k && slices.Contains(other, l) {
					used = true
				}
			}
			if used {
				keep = append(keep, l)
			} else {
				o.sum = append(o.sum, int64(i))
			}
		}
		o.labels = keep
		p.operands = append(p.operands, o)
	}
	if len(p.operands) == 1 {
		return p, nil
	}
	lhs, rhs := p.operands[0].labels, p.operands[1].labels
	d := &dotDims{}
	var batch, lhsFree, rhsFree []int
	for _, l := range p.output {
		if slices.Contains(lhs, l) && slices.Contains(rhs, l) {
			batch = append(batch, l)
			d.lhsBatch = append(d.lhsBatch, int64(slices.Index(lhs, l)))
			d.rhsBatch = append(d.rhsBatch, int64(slices.Index(rhs, l)))
		}
	}
	for i, l := range lhs {
		switch {
		case slices.Contains(batch, l):
		case slices.Contains(rhs, l):
			d.lhsContract = append(d.lhsContract, int64(i))
			d.rhsContract = append(d.rhsContract, int64(slices.Index(rhs, l)))
		default:
			lhsFree = append(lhsFree, l)
		}
	}
	for _, l := range rhs {
		if !slices.Contains(lhs, l) {
			rhsFree = append(rhsFree, l)
		}
	}
	p.dims = d
	p.dotLabels = slices.Concat(batch, lhsFree, rhsFree)
	return p, nil
}

// build emits the planned lowering.
func (p *einsumPlan) build(b *builder, op mlirc.Operation) []mlirc.Value {
	vals := make([]mlirc.Value, len(p.operands))
	for k, o := range p.operands {
		x := op.Operand(k)
		x = b.diagonal(x, o.diagonal)
		vals[k] = b.reduceSum(x, o.sum)
	}
	elem := p.result.ElementType()
	var x mlirc.Value
	var labels []int
	if len(vals) == 1 {
		x, labels = b.convert(vals[0], elem), p.operands[0].labels
	} else {
		shape := make([]int64, len(p.dotLabels))
		for i, l := range p.dotLabels {
			shape[i] = p.sizes[l]
		}
		x = b.dotGeneral(vals[0], vals[1], *p.dims, tensorType(shape, elem), mlirc.Attribute{})
		labels = p.dotLabels
	}
	perm := make([]int64, len(p.output))
	for i, l := range p.output {
		perm[i] = int64(slices.Index(labels, l))
	}
	return []mlirc.Value{b.transpose(x, perm)}
}

// diagonal keeps the elements of x whose indices agree on the dimensions
// sharing a label and sums the repeated dimensions away: for each d with
// first[d] >= 0, dimension d is dropped after masking with
// iota(d) == iota(first[d]).
func (b *builder) diagonal(x mlirc.Value, first []int) mlirc.Value {
	var repeated []int64
	for d, f := range first {
		if f >= 0 {
			repeated = append(repeated, int64(d))
		}
	}
	if b.err != nil || len(repeated) == 0 {
		return x
	}
	t := x.Type()
	shape := t.Shape()
	i64 := b.ctx.IntegerType(64, 0)
	i1 := b.ctx.IntegerType(1, 0)
	iotas := map[int]mlirc.Value{}
	iota := func(d int) mlirc.Value {
		if v, ok := iotas[d]; ok {
			return v
		}
		v := b.single("stablehlo.iota", nil, tensorType(shape, i64),
			mlirc.NamedAttribute{Name: "iota_dimension", Value: mlirc.IntegerAttr(i64, int64(d))})
		iotas[d] = v
		return v
	}
	eqDir := stablehlo.ComparisonDirectionEQ.Attribute(b.ctx)
	var mask mlirc.Value
	for _, d := range repeated {
		m := b.single("stablehlo.compare", []mlirc.Value{iota(first[d]), iota(int(d))}, tensorType(shape, i1),
			mlirc.NamedAttribute{Name: "comparison_direction", Value: eqDir})
		if mask.IsNull() {
			mask = m
		} else {
			mask = b.binary("stablehlo.and", mask, m)
		}
	}
	zero := b.constant(0, shape, t.ElementType())
	if b.err != nil {
		return mlirc.Value{}
	}
	masked := b.single("stablehlo.select", []mlirc.Value{mask, x, zero}, t)
	return b.reduceSum(masked, repeated)
}
