package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestBatchNormSpecExamples(t *testing.T) {
	src := `func.func @main(%x: tensor<2x2x2xf64>, %s: tensor<2xf64>, %o: tensor<2xf64>, %m: tensor<2xf64>, %v: tensor<2xf64>, %g: tensor<2x2x2xf64>)
    -> (tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %i = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.0 : f32, feature_index = 2 : i64}
    : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  %t:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 2 : i64}
    : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  %g3:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 0.0 : f32, feature_index = 2 : i64}
    : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  func.return %i, %t#0, %t#1, %t#2, %g3#0, %g3#1, %g3#2 : tensor<2x2x2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>
}`
	v := func(shape []int64, x ...complex128) *tensor.Tensor { return miscTensor(t, tensor.F64, shape, x) }
	s3, s1 := []int64{2, 2, 2}, []int64{2}
	res := mustRun(t, src, v(s3, 1, 2, 3, 4, 3, 4, 1, 2), v(s1, 1, 1), v(s1, 1, 1), v(s1, 2, 3), v(s1, 1, 1),
		v(s3, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1))
	norm := []complex128{0, 0, 2, 2, 2, 2, 0, 0}
	for i, want := range [][]complex128{norm, norm, {2, 3}, {1, 1}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0}, {0.4, 0.4}} {
		miscClose(t, fmt.Sprintf("result %d", i), res[i].(*tensor.Tensor), want, 1e-12)
	}
}

// bnRef computes the three operations from the spec's decompositions, with
// the feature of every element found from its multi-index.
type bnRef struct {
	shape   []int64
	feature int
	eps     float64
}

func (r bnRef) featureOf(i int) int {
	st := tensor.Strides(r.shape)
	return i / int(st[r.feature]) % int(r.shape[r.feature])
}

func (r bnRef) sums(x []float64) []float64 {
	s := make([]float64, r.shape[r.feature])
	for i, v := range x {
		s[r.featureOf(i)] += v
	}
	return s
}

func (r bnRef) count(n int) float64 { return float64(n) / float64(r.shape[r.feature]) }

func (r bnRef) meanVar(x []float64) ([]float64, []float64) {
	n := r.count(len(x))
	mean := r.sums(x)
	for c := range mean {
		mean[c] /= n
	}
	sq := make([]float64, len(x))
	for i, v := range x {
		d := v - mean[r.featureOf(i)]
		sq[i] = d * d
	}
	variance := r.sums(sq)
	for c := range variance {
		variance[c] /= n
	}
	return mean, variance
}

func (r bnRef) inference(x, scale, offset, mean, variance []float64) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		c := r.featureOf(i)
		out[i] = scale[c]*((v-mean[c])/math.Sqrt(variance[c]+r.eps)) + offset[c]
	}
	return out
}

func (r bnRef) grad(x, scale, mean, variance, g []float64) (gx, gs, gb []float64) {
	n := r.count(len(x))
	gc := make([]float64, len(x))
	gn := make([]float64, len(x))
	for i := range x {
		c := r.featureOf(i)
		gc[i] = g[i] * (x[i] - mean[c])
		gn[i] = g[i] * (x[i] - mean[c]) / math.Sqrt(variance[c]+r.eps)
	}
	i2, i3 := r.sums(g), r.sums(gc)
	gx = make([]float64, len(x))
	for i := range x {
		c := r.featureOf(i)
		ve := variance[c] + r.eps
		i6 := g[i]*n - i2[c] - i3[c]*(x[i]-mean[c])/ve
		gx[i] = scale[c] / math.Sqrt(ve) / n * i6
	}
	return gx, r.sums(gn), i2
}

func TestBatchNormRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	shape := []int64{3, 4, 5}
	for _, k := range []tensor.Kind{tensor.F64, tensor.F32, tensor.F16, tensor.BF16} {
		for feature := 0; feature < 3; feature++ {
			t.Run(fmt.Sprintf("%v/feature=%d", k, feature), func(t *testing.T) {
				c := shape[feature]
				reals := func(n int, lo, hi float64) *tensor.Tensor {
					v := make([]complex128, n)
					for i := range v {
						v[i] = complex(lo+(hi-lo)*rng.Float64(), 0)
					}
					sh := shape
					if n == int(c) {
						sh = []int64{c}
					}
					return miscTensor(t, k, sh, v)
				}
				x, g := reals(60, -2, 3), reals(60, -1, 1)
				scale, offset, mean, variance := reals(int(c), 0.5, 2), reals(int(c), -1, 1), reals(int(c), -0.5, 0.5), reals(int(c), 0.5, 2)
				xt, ft := fmt.Sprintf("tensor<3x4x5x%s>", k), fmt.Sprintf("tensor<%dx%s>", c, k)
				src := fmt.Sprintf(`func.func @main(%%x: %[1]s, %%s: %[2]s, %%o: %[2]s, %%m: %[2]s, %%v: %[2]s, %%g: %[1]s)
    -> (%[1]s, %[1]s, %[2]s, %[2]s, %[1]s, %[2]s, %[2]s) {
  %%i = "stablehlo.batch_norm_inference"(%%x, %%s, %%o, %%m, %%v) {epsilon = 0.001 : f32, feature_index = %[3]d : i64}
    : (%[1]s, %[2]s, %[2]s, %[2]s, %[2]s) -> %[1]s
  %%t:3 = "stablehlo.batch_norm_training"(%%x, %%s, %%o) {epsilon = 0.001 : f32, feature_index = %[3]d : i64}
    : (%[1]s, %[2]s, %[2]s) -> (%[1]s, %[2]s, %[2]s)
  %%d:3 = "stablehlo.batch_norm_grad"(%%x, %%s, %%m, %%v, %%g) {epsilon = 0.001 : f32, feature_index = %[3]d : i64}
    : (%[1]s, %[2]s, %[2]s, %[2]s, %[1]s) -> (%[1]s, %[2]s, %[2]s)
  func.return %%i, %%t#0, %%t#1, %%t#2, %%d#0, %%d#1, %%d#2 : %[1]s, %[1]s, %[2]s, %[2]s, %[1]s, %[2]s, %[2]s
}`, xt, ft, feature)
				res := mustRun(t, src, x, scale, offset, mean, variance, g)
				f := func(t2 *tensor.Tensor) []float64 { v, _ := realsOf(t2); return v }
				ref := bnRef{shape: shape, feature: feature, eps: tensor.RoundFloat(k, float64(float32(0.001)))}
				bm, bv := ref.meanVar(f(x))
				gx, gs, gb := ref.grad(f(x), f(scale), f(mean), f(variance), f(g))
				tol := miscEps(k)
				for i, want := range [][]float64{
					ref.inference(f(x), f(scale), f(offset), f(mean), f(variance)),
					ref.inference(f(x), f(scale), f(offset), bm, bv), bm, bv, gx, gs, gb,
				} {
					got := res[i].(*tensor.Tensor)
					if got.Kind() != k {
						t.Fatalf("result %d has kind %v", i, got.Kind())
					}
					w := make([]complex128, len(want))
					for j, v := range want {
						w[j] = complex(v, 0)
					}
					miscClose(t, fmt.Sprintf("result %d", i), got, w, tol)
				}
			})
		}
	}
}

func TestBatchNormQuantized(t *testing.T) {
	const q = "!quant.uniform<i8:f32, 0.05:0>"
	const p = "!quant.uniform<i8:f32, 0.0625:0>"
	src := `func.func @main(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) -> tensor<2x2xf32> {
  %qx = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x` + q + `>
  %qs = stablehlo.uniform_quantize %s : (tensor<2xf32>) -> tensor<2x` + p + `>
  %qo = stablehlo.uniform_quantize %o : (tensor<2xf32>) -> tensor<2x` + p + `>
  %qm = stablehlo.uniform_quantize %m : (tensor<2xf32>) -> tensor<2x` + p + `>
  %qv = stablehlo.uniform_quantize %v : (tensor<2xf32>) -> tensor<2x` + p + `>
  %r = "stablehlo.batch_norm_inference"(%qx, %qs, %qo, %qm, %qv) {epsilon = 0.0 : f32, feature_index = 1 : i64}
    : (tensor<2x2x` + q + `>, tensor<2x` + p + `>, tensor<2x` + p + `>, tensor<2x` + p + `>, tensor<2x` + p + `>) -> tensor<2x2x` + q + `>
  %d = stablehlo.uniform_dequantize %r : (tensor<2x2x` + q + `>) -> tensor<2x2xf32>
  func.return %d : tensor<2x2xf32>
}`
	f := func(shape []int64, v ...complex128) *tensor.Tensor { return miscTensor(t, tensor.F32, shape, v) }
	res := mustRun(t, src, f([]int64{2, 2}, 1, 2, 3, 4), f([]int64{2}, 1, 2), f([]int64{2}, 0, 1), f([]int64{2}, 2, 3), f([]int64{2}, 4, 1))
	// ((1-2)/2, (2-3)*2+1, (3-2)/2, (4-3)*2+1) = (-0.5, -1, 0.5, 3).
	miscClose(t, "quantized batch_norm_inference", res[0].(*tensor.Tensor), []complex128{-0.5, -1, 0.5, 3}, 1e-6)
}

// benchBatchNorm runs one batch-norm operation on a 64x32x32x16 f32
// operand with features along the last dimension.
func benchBatchNorm(b *testing.B, op string) {
	const x = "tensor<64x32x32x16xf32>"
	const c = "tensor<16xf32>"
	var src string
	switch op {
	case "inference":
		src = `func.func @main(%x: ` + x + `, %s: ` + c + `, %o: ` + c + `, %m: ` + c + `, %v: ` + c + `) -> ` + x + ` {
  %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.001 : f32, feature_index = 3 : i64}
    : (` + x + `, ` + c + `, ` + c + `, ` + c + `, ` + c + `) -> ` + x + `
  func.return %r : ` + x + `
}`
	case "training":
		src = `func.func @main(%x: ` + x + `, %s: ` + c + `, %o: ` + c + `) -> (` + x + `, ` + c + `, ` + c + `) {
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.001 : f32, feature_index = 3 : i64}
    : (` + x + `, ` + c + `, ` + c + `) -> (` + x + `, ` + c + `, ` + c + `)
  func.return %r#0, %r#1, %r#2 : ` + x + `, ` + c + `, ` + c + `
}`
	case "grad":
		src = `func.func @main(%x: ` + x + `, %s: ` + c + `, %m: ` + c + `, %v: ` + c + `, %g: ` + x + `) -> (` + x + `, ` + c + `, ` + c + `) {
  %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 0.001 : f32, feature_index = 3 : i64}
    : (` + x + `, ` + c + `, ` + c + `, ` + c + `, ` + x + `) -> (` + x + `, ` + c + `, ` + c + `)
  func.return %r#0, %r#1, %r#2 : ` + x + `, ` + c + `, ` + c + `
}`
	}
	prog := mustLoad(b, src)
	full := func(seed int) *tensor.Tensor {
		t, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{64, 32, 32, 16}})
		if err != nil {
			b.Fatal(err)
		}
		for i, d := 0, t.Float32s(); i < len(d); i++ {
			d[i] = float32((i*seed)%97) / 97
		}
		return t
	}
	feat := func(v float32) *tensor.Tensor {
		t, err := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{16}})
		if err != nil {
			b.Fatal(err)
		}
		for i, d := 0, t.Float32s(); i < len(d); i++ {
			d[i] = v + float32(i)/16
		}
		return t
	}
	var args []Value
	switch op {
	case "inference":
		args = []Value{full(1), feat(1), feat(0), feat(0.5), feat(0.1)}
	case "training":
		args = []Value{full(1), feat(1), feat(0)}
	case "grad":
		args = []Value{full(1), feat(1), feat(0.5), feat(0.1), full(7)}
	}
	b.SetBytes(64 * 32 * 32 * 16 * 4)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := prog.Run("main", args, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBatchNormInferenceF32_64x32x32x16(b *testing.B) { benchBatchNorm(b, "inference") }
func BenchmarkBatchNormTrainingF32_64x32x32x16(b *testing.B)  { benchBatchNorm(b, "training") }
func BenchmarkBatchNormGradF32_64x32x32x16(b *testing.B)      { benchBatchNorm(b, "grad") }
