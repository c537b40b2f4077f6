package batchnorm

import (
	"fmt"
	"math"
	"testing"
)

// eager is Arith on whole float64 arrays, one new array per step: the
// plain evaluation that Eval must reproduce bit for bit.
type eager struct{ l Layout }

func (a eager) zip(x, y []float64, f func(p, q float64) float64) []float64 {
	out := make([]float64, len(x))
	for i := range x {
		out[i] = f(x[i], y[i])
	}
	return out
}
func (a eager) Add(x, y []float64) []float64 {
	return a.zip(x, y, func(p, q float64) float64 { return p + q })
}
func (a eager) Sub(x, y []float64) []float64 {
	return a.zip(x, y, func(p, q float64) float64 { return p - q })
}
func (a eager) Mul(x, y []float64) []float64 {
	return a.zip(x, y, func(p, q float64) float64 { return p * q })
}
func (a eager) Div(x, y []float64) []float64 {
	return a.zip(x, y, func(p, q float64) float64 { return p / q })
}
func (a eager) Sqrt(x []float64) []float64 {
	return a.zip(x, x, func(p, _ float64) float64 { return math.Sqrt(p) })
}
func (a eager) Sum(x []float64) []float64 {
	s := make([]float64, a.l.C)
	i := 0
	for o := 0; o < a.l.Outer; o++ {
		for c := 0; c < a.l.C; c++ {
			var run float64
			for _, v := range x[i : i+a.l.Inner] {
				run += v
			}
			s[c] += run
			i += a.l.Inner
		}
	}
	return s
}
func (a eager) Broadcast(v []float64) []float64 {
	out := make([]float64, a.l.Len())
	for i := range out {
		out[i] = v[i/a.l.Inner%a.l.C]
	}
	return out
}
func (a eager) Const(c float64, perFeature bool) []float64 {
	n := a.l.C
	if !perFeature {
		n = a.l.Len()
	}
	out := make([]float64, n)
	for i := range out {
		out[i] = c
	}
	return out
}
func (a eager) Count() float64 { return float64(a.l.Outer * a.l.Inner) }

// ref computes the three operations directly from their definitions, by
// feature, with no shared code with the decompositions.
type ref struct {
	l        Layout
	x, g     []float64
	scale    []float64
	offset   []float64
	mean     []float64
	variance []float64
	eps      float64
}

// feat returns the feature of element i.
func (r *ref) feat(i int) int { return i / r.l.Inner % r.l.C }

func (r *ref) inference() []float64 {
	out := make([]float64, len(r.x))
	for i, v := range r.x {
		c := r.feat(i)
		out[i] = r.scale[c]*(v-r.mean[c])/math.Sqrt(r.variance[c]+r.eps) + r.offset[c]
	}
	return out
}

func (r *ref) stats() (mean, variance []float64) {
	n := float64(r.l.Outer * r.l.Inner)
	mean, variance = make([]float64, r.l.C), make([]float64, r.l.C)
	for i, v := range r.x {
		mean[r.feat(i)] += v / n
	}
	for i, v := range r.x {
		d := v - mean[r.feat(i)]
		variance[r.feat(i)] += d * d / n
	}
	return mean, variance
}

// grad is the gradient of batch_norm_training's output (statistics taken
// as given) with respect to operand, scale and offset.
func (r *ref) grad() (gx, gs, gb []float64) {
	n := float64(r.l.Outer * r.l.Inner)
	gx, gs, gb = make([]float64, len(r.x)), make([]float64, r.l.C), make([]float64, r.l.C)
	sumG, sumGX := make([]float64, r.l.C), make([]float64, r.l.C)
	for i, v := range r.x {
		c := r.feat(i)
		sumG[c] += r.g[i]
		sumGX[c] += r.g[i] * (v - r.mean[c])
	}
	for c := range gs {
		sd := math.Sqrt(r.variance[c] + r.eps)
		gs[c] = sumGX[c] / sd
		gb[c] = sumG[c]
	}
	for i, v := range r.x {
		c := r.feat(i)
		ve := r.variance[c] + r.eps
		gx[i] = r.scale[c] / math.Sqrt(ve) / n * (n*r.g[i] - sumG[c] - (v-r.mean[c])*sumGX[c]/ve)
	}
	return gx, gs, gb
}

func closeTo(t *testing.T, what string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d elements, want %d", what, len(got), len(want))
	}
	for i := range want {
		if d := math.Abs(got[i] - want[i]); d > 1e-9*math.Max(1, math.Abs(want[i])) {
			t.Fatalf("%s[%d] = %v, want %v", what, i, got[i], want[i])
		}
	}
}

func sameBits(t *testing.T, what string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d elements, want %d", what, len(got), len(want))
	}
	for i := range want {
		if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
			t.Fatalf("%s[%d] = %v, the eager evaluation gives %v", what, i, got[i], want[i])
		}
	}
}

// values fills n numbers from a seed, spread over positive and negative.
func values(n, seed int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = float64((i*seed+3*seed)%23)/7 - 1.4
	}
	return out
}

func positive(n, seed int) []float64 {
	out := values(n, seed)
	for i := range out {
		out[i] = math.Abs(out[i]) + 0.25
	}
	return out
}

func TestDecompositions(t *testing.T) {
	for _, tc := range []struct {
		shape   []int64
		feature int
		eps     float64
	}{
		{[]int64{4}, 0, 0},
		{[]int64{2, 3}, 0, 1e-3},
		{[]int64{2, 3}, 1, 0.5},
		{[]int64{3, 4, 5}, 0, 1e-5},
		{[]int64{3, 4, 5}, 1, 1e-2},
		{[]int64{3, 4, 5}, 2, 1},
		{[]int64{2, 3, 2, 5}, 3, 1e-3},
		// Many features per group: blocks of whole groups.
		{[]int64{5, 700, 3}, 1, 1e-3},
		// Long runs: blocks within one feature's run, some split.
		{[]int64{2, 3, 1024}, 1, 1e-3},
		{[]int64{1, 2, 3000}, 1, 1e-4},
		{[]int64{3000, 2}, 0, 1e-4},
		// Zero-size dimensions, of the features and of the others.
		{[]int64{2, 0, 3}, 1, 1e-3},
		{[]int64{0, 3}, 1, 1e-3},
		{[]int64{3, 0}, 1, 1e-3},
	} {
		t.Run(fmt.Sprintf("%v_f%d_eps%g", tc.shape, tc.feature, tc.eps), func(t *testing.T) {
			l := NewLayout(tc.shape, tc.feature)
			c := l.C
			r := &ref{
				l: l, x: values(l.Len(), 5), g: values(l.Len(), 11), eps: tc.eps,
				scale: values(c, 3), offset: values(c, 7), mean: values(c, 2), variance: positive(c, 13),
			}
			ea := eager{l}

			// Inference.
			e := NewEval(l)
			out := make([]float64, l.Len())
			e.Materialize(Inference[*Value](e, e.Full(r.x), e.PerFeature(r.scale), e.PerFeature(r.offset), e.PerFeature(r.mean), e.PerFeature(r.variance), r.eps), out)
			closeTo(t, "inference", out, r.inference())
			sameBits(t, "inference", out, Inference[[]float64](ea, r.x, r.scale, r.offset, r.mean, r.variance, r.eps))

			// Training: its statistics, then inference with them.
			e = NewEval(l)
			norm, mean, variance := Training[*Value](e, e.Full(r.x), e.PerFeature(r.scale), e.PerFeature(r.offset), r.eps)
			e.Materialize(norm, out)
			wantMean, wantVar := r.stats()
			if l.Outer*l.Inner > 0 {
				closeTo(t, "mean", e.Features(mean), wantMean)
				closeTo(t, "variance", e.Features(variance), wantVar)
				tr := *r
				tr.mean, tr.variance = wantMean, wantVar
				closeTo(t, "training", out, tr.inference())
			}
			en, em, ev := Training[[]float64](ea, r.x, r.scale, r.offset, r.eps)
			sameBits(t, "training", out, en)
			sameBits(t, "mean", e.Features(mean), em)
			sameBits(t, "variance", e.Features(variance), ev)

			// Grad.
			e = NewEval(l)
			gx, gs, gb := Grad[*Value](e, e.Full(r.x), e.PerFeature(r.scale), e.PerFeature(r.mean), e.PerFeature(r.variance), e.Full(r.g), r.eps)
			e.Materialize(gx, out)
			wx, ws, wb := r.grad()
			closeTo(t, "grad operand", out, wx)
			closeTo(t, "grad scale", e.Features(gs), ws)
			closeTo(t, "grad offset", e.Features(gb), wb)
			ex, es, eb := Grad[[]float64](ea, r.x, r.scale, r.mean, r.variance, r.g, r.eps)
			sameBits(t, "grad operand", out, ex)
			sameBits(t, "grad scale", e.Features(gs), es)
			sameBits(t, "grad offset", e.Features(gb), eb)
		})
	}
}

// Epsilon enters under the square root: with a zero variance the
// normalised value is (x - mean)/sqrt(epsilon).
func TestEpsilon(t *testing.T) {
	l := NewLayout([]int64{1, 2}, 1)
	for _, eps := range []float64{0.25, 1e-2, 4} {
		e := NewEval(l)
		out := make([]float64, 2)
		x := []float64{3, -1}
		e.Materialize(Inference[*Value](e, e.Full(x), e.PerFeature([]float64{1, 1}), e.PerFeature([]float64{0, 0}), e.PerFeature([]float64{1, 1}), e.PerFeature([]float64{0, 0}), eps), out)
		closeTo(t, fmt.Sprint("epsilon ", eps), out, []float64{2 / math.Sqrt(eps), -2 / math.Sqrt(eps)})
	}
}
