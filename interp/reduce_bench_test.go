package interp

import (
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// bench runs @main of src with args b.N times.
func bench(b *testing.B, src string, args ...Value) {
	p := mustLoad(b, src)
	if _, err := p.Run("main", args, RunOptions{}); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Run("main", args, RunOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDotGeneralF32_256(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	d := dotCase{ls: []int64{256, 256}, rs: []int64{256, 256}, lb: []int64{}, rb: []int64{}, lc: []int64{1}, rc: []int64{0}}
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.ls})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.rs})
	b.SetBytes(2 * 256 * 256 * 256) // flops
	bench(b, dotModule(d, tensor.F32, tensor.F32, tensor.F32, []int64{256, 256}, ""), lhs, rhs)
}

func BenchmarkDotGeneralBatchedF32(b *testing.B) {
	rng := rand.New(rand.NewSource(2))
	d := dotCase{ls: []int64{16, 128, 64}, rs: []int64{16, 64, 128}, lb: []int64{0}, rb: []int64{0}, lc: []int64{2}, rc: []int64{1}}
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.ls})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.rs})
	b.SetBytes(2 * 16 * 128 * 64 * 128)
	bench(b, dotModule(d, tensor.F32, tensor.F32, tensor.F32, []int64{16, 128, 128}, ""), lhs, rhs)
}

func BenchmarkConvolutionF32(b *testing.B) {
	rng := rand.New(rand.NewSource(3))
	c := convCase{inLayout: []string{"b", "0", "1", "f"}, kLayout: []string{"0", "1", "i", "o"}, outLayout: []string{"b", "0", "1", "f"},
		n: 1, ci: 32, cout: 32, fgc: 1, bgc: 1, inSp: []int64{64, 64}, kSp: []int64{3, 3},
		strides: []int64{1, 1}, lhsDil: []int64{1, 1}, rhsDil: []int64{1, 1}, lo: []int64{1, 1}, hi: []int64{1, 1}, rev: []bool{false, false}}
	in, kern, _ := c.shapes()
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: in})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: kern})
	b.SetBytes(2 * 64 * 64 * 32 * 9 * 32)
	bench(b, convModule(c, tensor.F32, tensor.F32), lhs, rhs)
}

func BenchmarkReduceAddF32_1M(b *testing.B) {
	rng := rand.New(rand.NewSource(4))
	in := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: []int64{1 << 20}})
	init := tensorOf(b, tensor.NewType(tensor.F32), []float64{0})
	b.SetBytes(4 << 20)
	bench(b, reduceModule(tensor.F32, []int64{1 << 20}, []int64{}, []int64{0}, "stablehlo.add", false), in, init)
}

func BenchmarkReduceAddF32Rows(b *testing.B) {
	// Reduces the leading axis of 1024x1024, which needs a transpose.
	rng := rand.New(rand.NewSource(5))
	in := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: []int64{1024, 1024}})
	init := tensorOf(b, tensor.NewType(tensor.F32), []float64{0})
	b.SetBytes(4 << 20)
	bench(b, reduceModule(tensor.F32, []int64{1024, 1024}, []int64{1024}, []int64{0}, "stablehlo.add", false), in, init)
}

func BenchmarkReduceWindowMaxPoolF32(b *testing.B) {
	rng := rand.New(rand.NewSource(6))
	w := windowCase{shape: []int64{1, 64, 64, 32}, win: []int64{1, 3, 3, 1}, strides: []int64{1, 2, 2, 1}, baseDil: []int64{1, 1, 1, 1}, winDil: []int64{1, 1, 1, 1}, lo: []int64{0, 1, 1, 0}, hi: []int64{0, 1, 1, 0}}
	in := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: w.shape})
	init := tensorOf(b, tensor.NewType(tensor.F32), []float64{-1e30})
	bench(b, reduceWindowModule(tensor.F32, w, "stablehlo.maximum", false), in, init)
}

// BenchmarkDotGeneralF32_1024 is the 1024^3 float32 product, the size at
// which the products are compared with the machine's peak; it reports
// GFLOP/s and the share of the peak (see benchPeak).
func BenchmarkDotGeneralF32_1024(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	d := dotCase{ls: []int64{1024, 1024}, rs: []int64{1024, 1024}, lb: []int64{}, rb: []int64{}, lc: []int64{1}, rc: []int64{0}}
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.ls})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: d.rs})
	benchPeak(b, 2*1024*1024*1024, dotModule(d, tensor.F32, tensor.F32, tensor.F32, []int64{1024, 1024}, ""), lhs, rhs)
}

// BenchmarkConvolutionF32_1024 is a 3x3 convolution whose patch product
// is 1024 x 1008 x 1024; it reports GFLOP/s and the share of the peak.
func BenchmarkConvolutionF32_1024(b *testing.B) {
	rng := rand.New(rand.NewSource(6))
	c := convCase{inLayout: []string{"b", "0", "1", "f"}, kLayout: []string{"0", "1", "i", "o"}, outLayout: []string{"b", "0", "1", "f"},
		n: 1, ci: 112, cout: 1024, fgc: 1, bgc: 1, inSp: []int64{32, 32}, kSp: []int64{3, 3},
		strides: []int64{1, 1}, lhsDil: []int64{1, 1}, rhsDil: []int64{1, 1}, lo: []int64{1, 1}, hi: []int64{1, 1}, rev: []bool{false, false}}
	in, kern, _ := c.shapes()
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: in})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: kern})
	benchPeak(b, c.flops(), convModule(c, tensor.F32, tensor.F32), lhs, rhs)
}
