package interp

import (
	"math/rand"
	"os"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// cnnConv is a 3x3 "same" convolution in JAX's NHWC/HWIO layouts, the
// shape of bench/programs/cnn.mlir's layers.
func cnnConv(n, hw, ci, co int64) convCase {
	return convCase{inLayout: []string{"b", "0", "1", "f"}, kLayout: []string{"0", "1", "i", "o"}, outLayout: []string{"b", "0", "1", "f"},
		n: n, ci: ci, cout: co, fgc: 1, bgc: 1, inSp: []int64{hw, hw}, kSp: []int64{3, 3},
		strides: []int64{1, 1}, lhsDil: []int64{1, 1}, rhsDil: []int64{1, 1}, lo: []int64{1, 1}, hi: []int64{1, 1}, rev: []bool{false, false}}
}

func benchConv(b *testing.B, c convCase) {
	rng := rand.New(rand.NewSource(3))
	in, kern, _ := c.shapes()
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: in})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: kern})
	flops := int64(2) * c.cout * c.ci / c.fgc
	for _, s := range c.kSp {
		flops *= s
	}
	flops *= c.n / c.bgc
	for _, s := range c.outSp() {
		flops *= s
	}
	b.SetBytes(flops) // MB/s reads as Mflop/s
	bench(b, convModule(c, tensor.F32, tensor.F32), lhs, rhs)
}

// The two convolutions of the cnn benchmark program.
func BenchmarkConvCNN1(b *testing.B) { benchConv(b, cnnConv(8, 64, 16, 32)) }
func BenchmarkConvCNN2(b *testing.B) { benchConv(b, cnnConv(8, 32, 32, 32)) }

// BenchmarkMaxPoolCNN is the 2x2 stride-2 max pool after cnn's first
// convolution.
func BenchmarkMaxPoolCNN(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	w := windowCase{shape: []int64{8, 64, 64, 32}, win: []int64{1, 2, 2, 1}, strides: []int64{1, 2, 2, 1},
		baseDil: []int64{1, 1, 1, 1}, winDil: []int64{1, 1, 1, 1}, lo: []int64{0, 0, 0, 0}, hi: []int64{0, 0, 0, 0}}
	in := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: w.shape})
	init := tensorOf(b, tensor.NewType(tensor.F32), []float64{-1e30})
	b.SetBytes(4 * 8 * 64 * 64 * 32)
	bench(b, reduceWindowModule(tensor.F32, w, "stablehlo.maximum", false), in, init)
}

// BenchmarkCNNProgram runs bench/programs/cnn.mlir (two convolutions,
// relus and max pools) on random inputs.
func BenchmarkCNNProgram(b *testing.B) {
	src, err := os.ReadFile("../bench/programs/cnn.mlir")
	if err != nil {
		b.Skip(err)
	}
	rng := rand.New(rand.NewSource(7))
	var args []Value
	for _, s := range [][]int64{{8, 64, 64, 16}, {3, 3, 16, 32}, {3, 3, 32, 32}} {
		args = append(args, randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: s}))
	}
	b.SetBytes(2 * 8 * (64*64*32*9*16 + 32*32*32*9*32))
	bench(b, string(src), args...)
}

// BenchmarkConvDepthwise is a 3x3 depthwise convolution (one input
// feature per group) over 64 features.
func BenchmarkConvDepthwise(b *testing.B) {
	c := cnnConv(8, 32, 64, 64)
	c.fgc = 64
	benchConv(b, c)
}
