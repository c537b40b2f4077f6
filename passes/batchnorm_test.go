package passes

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

const batchNormPipeline = "builtin.module(func.func(stablehlo-expand-batch-norm))"

// bnReference computes the three batch-norm ops in float64 from their
// mathematical definitions (not from the specification's op sequence).
type bnReference struct {
	shape   []int64
	feature int
	eps     float64
}

// featureOf returns the feature coordinate of flat index i.
func (r bnReference) featureOf(i int) int {
	stride := 1
	for _, s := range r.shape[r.feature+1:] {
		stride *= int(s)
	}
	return i / stride % int(r.shape[r.feature])
}

// stats returns the per-feature mean and (biased) variance.
func (r bnReference) stats(x []float64) (mean, variance []float64) {
	f := int(r.shape[r.feature])
	n := float64(len(x) / f)
	mean, variance = make([]float64, f), make([]float64, f)
	for i, v := range x {
		mean[r.featureOf(i)] += v / n
	}
	for i, v := range x {
		d := v - mean[r.featureOf(i)]
		variance[r.featureOf(i)] += d * d / n
	}
	return mean, variance
}

func (r bnReference) inference(x, scale, offset, mean, variance []float64) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		c := r.featureOf(i)
		out[i] = scale[c]*(v-mean[c])/math.Sqrt(variance[c]+r.eps) + offset[c]
	}
	return out
}

func (r bnReference) grad(x, scale, mean, variance, dy []float64) (dx, dscale, doffset []float64) {
	f := int(r.shape[r.feature])
	n := float64(len(x) / f)
	dscale, doffset = make([]float64, f), make([]float64, f)
	sumDyXc := make([]float64, f)
	for i, v := range x {
		c := r.featureOf(i)
		doffset[c] += dy[i]
		dscale[c] += dy[i] * (v - mean[c]) / math.Sqrt(variance[c]+r.eps)
		sumDyXc[c] += dy[i] * (v - mean[c])
	}
	dx = make([]float64, len(x))
	for i, v := range x {
		c := r.featureOf(i)
		ve := variance[c] + r.eps
		dx[i] = scale[c] / math.Sqrt(ve) / n * (n*dy[i] - doffset[c] - (v-mean[c])*sumDyXc[c]/ve)
	}
	return dx, dscale, doffset
}

type bnCase struct {
	shape   []int64
	feature int
	eps     float64
}

var bnCases = []bnCase{
	{[]int64{2, 3, 4}, 0, 1e-3},
	{[]int64{2, 3, 4}, 1, 0.25},
	{[]int64{2, 3, 4}, 2, 1e-5},
	{[]int64{6, 3}, 1, 0.5},
	{[]int64{3}, 0, 1e-2},
	{[]int64{2, 1, 3, 2}, 3, 0.125},
	{[]int64{2, 1, 3, 2}, 1, 0.125},
}

var bnTypes = []string{"f64", "f32", "f16", "bf16"}

func TestBatchNormEquivalence(t *testing.T) {
	for i, c := range bnCases {
		for _, elem := range bnTypes {
			t.Run(fmt.Sprintf("%s_%v_f%d", elem, c.shape, c.feature), func(t *testing.T) {
				checkBatchNorm(t, c, elem, rand.New(rand.NewSource(int64(i))))
			})
		}
	}
}

func checkBatchNorm(t *testing.T, c bnCase, elem string, rng *rand.Rand) {
	ref := bnReference{shape: c.shape, feature: c.feature, eps: c.eps}
	f := c.shape[c.feature]
	fs := []int64{f}
	x := values(rng, numElements(c.shape), true, false)
	scale := values(rng, int(f), true, true)
	offset := values(rng, int(f), true, false)
	mean := values(rng, int(f), true, false)
	variance := values(rng, int(f), true, true)
	dy := values(rng, numElements(c.shape), true, false)
	xt, ft := tensorTypeText(c.shape, elem), tensorTypeText(fs, elem)
	// epsilon is an f32 attribute: the reference uses its f32 value.
	eps := float64(float32(c.eps))
	ref.eps = eps
	src := fmt.Sprintf(`func.func @main() -> (%[1]s, %[1]s, %[2]s, %[2]s, %[1]s, %[2]s, %[2]s) {
  %%x = stablehlo.constant %[3]s
  %%scale = stablehlo.constant %[4]s
  %%offset = stablehlo.constant %[5]s
  %%mean = stablehlo.constant %[6]s
  %%var = stablehlo.constant %[7]s
  %%dy = stablehlo.constant %[8]s
  %%inf = "stablehlo.batch_norm_inference"(%%x, %%scale, %%offset, %%mean, %%var) {epsilon = %[9]e : f32, feature_index = %[10]d : i64} : (%[1]s, %[2]s, %[2]s, %[2]s, %[2]s) -> %[1]s
  %%out, %%bm, %%bv = "stablehlo.batch_norm_training"(%%x, %%scale, %%offset) {epsilon = %[9]e : f32, feature_index = %[10]d : i64} : (%[1]s, %[2]s, %[2]s) -> (%[1]s, %[2]s, %[2]s)
  %%dx, %%ds, %%do = "stablehlo.batch_norm_grad"(%%x, %%scale, %%mean, %%var, %%dy) {epsilon = %[9]e : f32, feature_index = %[10]d : i64} : (%[1]s, %[2]s, %[2]s, %[2]s, %[1]s) -> (%[1]s, %[2]s, %[2]s)
  return %%inf, %%out, %%bm, %%bv, %%dx, %%ds, %%do : %[1]s, %[1]s, %[2]s, %[2]s, %[1]s, %[2]s, %[2]s
}`, xt, ft, dense(x, c.shape, elem), dense(scale, fs, elem), dense(offset, fs, elem),
		dense(mean, fs, elem), dense(variance, fs, elem), dense(dy, c.shape, elem), c.eps, c.feature)
	bm, bv := ref.stats(x)
	dx, ds, do := ref.grad(x, scale, mean, variance, dy)
	want := [][]float64{
		ref.inference(x, scale, offset, mean, variance),
		ref.inference(x, scale, offset, bm, bv),
		bm, bv, dx, ds, do,
	}
	equivalence{
		src: src, pipeline: batchNormPipeline,
		gone: []string{"stablehlo.batch_norm_inference", "stablehlo.batch_norm_training", "stablehlo.batch_norm_grad"},
		want: want,
	}.check(t)
}
