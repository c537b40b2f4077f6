package batchnorm

import "math"

// Evaluation on float64 arrays. Eval implements Arith without building a
// full array for every step: a value that is one number per feature (a
// statistic, or a broadcast of one) is computed on one element per
// feature, and the other full values are evaluated lazily, block by block,
// when a sum or the final result needs them. Every element still goes
// through exactly the operations, in the order, that the decomposition
// gives, so the results equal an elementwise evaluation of it bit for bit.

// Layout splits an operand around its feature dimension: Outer blocks of C
// features of Inner contiguous elements.
type Layout struct {
	Outer, C, Inner int
}

// NewLayout is the layout of an operand of the given shape with features
// along dimension feature.
func NewLayout(shape []int64, feature int) Layout {
	l := Layout{Outer: 1, C: int(shape[feature]), Inner: 1}
	for i, d := range shape {
		switch {
		case i < feature:
			l.Outer *= int(d)
		case i > feature:
			l.Inner *= int(d)
		}
	}
	return l
}

// Len is the number of elements of a full value.
func (l Layout) Len() int { return l.Outer * l.C * l.Inner }

// blockTarget is about how many elements one block of a lazy evaluation
// holds: enough for tight loops, few enough to stay in cache.
const blockTarget = 2048

// block is a range of consecutive elements of a full value. Blocks either
// cover whole groups of C·Inner elements (feature < 0; every such block
// sees the same pattern of features) or lie within one run of Inner
// elements of a single feature.
type block struct {
	start, n int
	feature  int
}

// Value is a value of Eval: per-feature (one element per feature),
// broadcast (full, but the same within each feature) or full.
type Value struct {
	form form
	// pf holds the per-feature numbers of per-feature and broadcast
	// values.
	pf []float64
	// eval returns the elements of a full value in block b, in buf or
	// in storage it already has; the result must not be modified.
	eval func(b block) []float64
	buf  []float64
	// bufFor tells what a broadcast value's buf holds: the pattern of a
	// whole-group block (-1), one feature's number (that feature), or
	// nothing yet (-2).
	bufFor int
	// sum caches Sum of this value (the decompositions sum some values
	// more than once).
	sum *Value
}

type form uint8

const (
	perFeature form = iota
	broadcast
	full
)

// Eval is the arithmetic of the decompositions on float64 arrays of one
// layout. Inputs enter with Full and PerFeature; results leave with
// Materialize and Features.
type Eval struct {
	l Layout
	// groups is the number of feature groups in a block covering whole
	// groups; 0 when blocks lie within runs.
	groups int
	// bsize is the largest block's element count.
	bsize int
	// pattern gives the feature of each element of a whole-group block.
	pattern []int
}

// NewEval returns the arithmetic for layout l.
func NewEval(l Layout) *Eval {
	e := &Eval{l: l}
	g := l.C * l.Inner
	switch {
	case g == 0:
		e.groups, e.bsize = 1, 0
	case g <= blockTarget || l.Inner < blockTarget/4:
		e.groups = max(1, blockTarget/g)
		e.bsize = e.groups * g
		e.pattern = make([]int, e.bsize)
		for i := range e.pattern {
			e.pattern[i] = i / l.Inner % l.C
		}
	default:
		e.bsize = min(l.Inner, blockTarget)
	}
	return e
}

// Layout is the layout the arithmetic works on.
func (e *Eval) Layout() Layout { return e.l }

// blocks calls fn for every block in element order.
func (e *Eval) blocks(fn func(b block)) {
	l := e.l
	if e.groups > 0 {
		g := l.C * l.Inner
		for o := 0; o < l.Outer; o += e.groups {
			n := min(e.groups, l.Outer-o) * g
			if n > 0 {
				fn(block{start: o * g, n: n, feature: -1})
			}
		}
		return
	}
	start := 0
	for o := 0; o < l.Outer; o++ {
		for c := 0; c < l.C; c++ {
			for i := 0; i < l.Inner; i += e.bsize {
				fn(block{start: start + i, n: min(e.bsize, l.Inner-i), feature: c})
			}
			start += l.Inner
		}
	}
}

// Full makes a full value of x (Len elements), read in place.
func (e *Eval) Full(x []float64) *Value {
	return &Value{form: full, eval: func(b block) []float64 { return x[b.start : b.start+b.n] }}
}

// PerFeature makes a per-feature value of p (C elements), read in place.
func (e *Eval) PerFeature(p []float64) *Value {
	return &Value{form: perFeature, pf: p}
}

// elems returns the elements of full or broadcast value v in block b.
func (e *Eval) elems(v *Value, b block) []float64 {
	if v.form == full {
		return v.eval(b)
	}
	if v.buf == nil {
		v.buf, v.bufFor = make([]float64, e.bsize), -2
	}
	// Every whole-group block sees the same features (the last one a
	// prefix of them), and the pieces of one run the same feature, so
	// the buffer is filled again only when the feature changes.
	out := v.buf[:b.n]
	if b.feature != v.bufFor {
		out := v.buf
		if b.feature >= 0 {
			x := v.pf[b.feature]
			for i := range out {
				out[i] = x
			}
		} else {
			for i, c := range e.pattern {
				out[i] = v.pf[c]
			}
		}
		v.bufFor = b.feature
	}
	return out
}

// lazy makes a full value whose blocks fn computes into its buffer from
// the blocks of x and y.
func (e *Eval) lazy(x, y *Value, fn func(out, xs, ys []float64)) *Value {
	v := &Value{form: full, buf: make([]float64, e.bsize)}
	v.eval = func(b block) []float64 {
		xs := e.elems(x, b)
		var ys []float64
		if y != nil {
			// A second evaluation of a value shared with x leaves
			// the same elements in its buffer.
			ys = e.elems(y, b)
		}
		out := v.buf[:b.n]
		fn(out, xs, ys)
		return out
	}
	return v
}

// binary combines x and y elementwise with op, per feature when neither
// is full.
func (e *Eval) binary(x, y *Value, op func(p, q float64) float64, loop func(out, xs, ys []float64)) *Value {
	if x.form != full && y.form != full {
		out := make([]float64, len(x.pf))
		for i, p := range x.pf {
			out[i] = op(p, y.pf[i])
		}
		f := perFeature
		if x.form == broadcast || y.form == broadcast {
			f = broadcast
		}
		return &Value{form: f, pf: out}
	}
	return e.lazy(x, y, loop)
}

// Add is x + y elementwise.
func (e *Eval) Add(x, y *Value) *Value {
	return e.binary(x, y, func(p, q float64) float64 { return p + q }, func(out, xs, ys []float64) {
		ys = ys[:len(out)]
		for i, p := range xs[:len(out)] {
			out[i] = p + ys[i]
		}
	})
}

// Sub is x − y elementwise.
func (e *Eval) Sub(x, y *Value) *Value {
	return e.binary(x, y, func(p, q float64) float64 { return p - q }, func(out, xs, ys []float64) {
		ys = ys[:len(out)]
		for i, p := range xs[:len(out)] {
			out[i] = p - ys[i]
		}
	})
}

// Mul is x · y elementwise.
func (e *Eval) Mul(x, y *Value) *Value {
	return e.binary(x, y, func(p, q float64) float64 { return p * q }, func(out, xs, ys []float64) {
		ys = ys[:len(out)]
		for i, p := range xs[:len(out)] {
			out[i] = p * ys[i]
		}
	})
}

// Div is x / y elementwise.
func (e *Eval) Div(x, y *Value) *Value {
	return e.binary(x, y, func(p, q float64) float64 { return p / q }, func(out, xs, ys []float64) {
		ys = ys[:len(out)]
		for i, p := range xs[:len(out)] {
			out[i] = p / ys[i]
		}
	})
}

// Sqrt is the elementwise square root.
func (e *Eval) Sqrt(x *Value) *Value {
	if x.form != full {
		out := make([]float64, len(x.pf))
		for i, p := range x.pf {
			out[i] = math.Sqrt(p)
		}
		return &Value{form: x.form, pf: out}
	}
	return e.lazy(x, nil, func(out, xs, _ []float64) {
		for i, p := range xs[:len(out)] {
			out[i] = math.Sqrt(p)
		}
	})
}

// Sum adds a full (or broadcast) value over every dimension but the
// feature one: the elements of each run of Inner are added in order, and
// the runs' sums into their feature's total in order.
func (e *Eval) Sum(x *Value) *Value {
	if x.sum != nil {
		return x.sum
	}
	l := e.l
	sums := make([]float64, l.C)
	var run float64
	e.blocks(func(b block) {
		xs := e.elems(x, b)
		if b.feature >= 0 {
			for _, v := range xs {
				run += v
			}
			// The last piece of a run ends at a multiple of Inner.
			if (b.start+b.n)%l.Inner == 0 {
				sums[b.feature] += run
				run = 0
			}
			return
		}
		if l.Inner == 1 {
			// A run of one element sums to that element (the total
			// is never -0, so adding v or 0+v is the same).
			for i, v := range xs {
				sums[e.pattern[i]] += v
			}
			return
		}
		for i := 0; i < len(xs); i += l.Inner {
			var s float64
			for _, v := range xs[i : i+l.Inner] {
				s += v
			}
			sums[e.pattern[i]] += s
		}
	})
	x.sum = &Value{form: perFeature, pf: sums}
	return x.sum
}

// Broadcast spreads a per-feature value over the operand's shape.
func (e *Eval) Broadcast(v *Value) *Value {
	return &Value{form: broadcast, pf: v.pf}
}

// Const is c everywhere.
func (e *Eval) Const(c float64, perFeatureOnly bool) *Value {
	pf := make([]float64, e.l.C)
	for i := range pf {
		pf[i] = c
	}
	if perFeatureOnly {
		return &Value{form: perFeature, pf: pf}
	}
	return &Value{form: broadcast, pf: pf}
}

// Count is the number of elements per feature.
func (e *Eval) Count() float64 { return float64(e.l.Outer * e.l.Inner) }

// Materialize writes the elements of a full or broadcast value into dst
// (Len elements).
func (e *Eval) Materialize(v *Value, dst []float64) {
	e.blocks(func(b block) {
		copy(dst[b.start:b.start+b.n], e.elems(v, b))
	})
}

// Features returns the numbers of a per-feature value.
func (e *Eval) Features(v *Value) []float64 { return v.pf }
