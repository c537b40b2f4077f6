package interp

import (
	"math/rand"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// cnnConv is a 3x3 "same" convolution in JAX's NHWC/HWIO layouts, the
// shape of bench/programs/cnn.mlir's layers.
func cnnConv(n, hw, ci, co int64) convCase {
	return convCase{inLayout: []string{"b", "0", "1", "f"}, kLayout: []string{"0", "1", "i", "o"}, outLayout: []string{"b", "0", "1", "f"},
		n: n, ci: ci, cout: co, fgc: 1, bgc: 1, inSp: []int64{hw, hw}, kSp: []int64{3, 3},
		strides: []int64{1, 1}, lhsDil: []int64{1, 1}, rhsDil: []int64{1, 1}, lo: []int64{1, 1}, hi: []int64{1, 1}, rev: []bool{false, false}}
}

// flops is the number of floating-point operations of the convolution,
// two per multiply-add.
func (c convCase) flops() int64 {
	flops := int64(2) * c.cout * c.ci / c.fgc
	for _, s := range c.kSp {
		flops *= s
	}
	flops *= c.n / c.bgc
	for _, s := range c.outSp() {
		flops *= s
	}
	return flops
}

func benchConv(b *testing.B, c convCase) {
	rng := rand.New(rand.NewSource(3))
	in, kern, _ := c.shapes()
	lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: in})
	rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: kern})
	b.SetBytes(c.flops()) // MB/s reads as Mflop/s
	bench(b, convModule(c, tensor.F32, tensor.F32), lhs, rhs)
}

// The machine's float32 peak, measured once per test binary (see
// matmul.PeakFLOPS); zero without vector kernels.
var peakF32 = sync.OnceValue(func() float64 {
	p, err := matmul.PeakFLOPS(matmul.Active(), 100, 2*time.Millisecond)
	if err != nil {
		return 0
	}
	return p
})

// benchPeak runs @main of src with args b.N times, each run doing flops
// floating-point operations, and reports GFLOP/s and the share of the
// machine's float32 peak: "%peak" on average, "median%peak" for the median
// run and "best%peak" for the fastest (the median and the best are the
// steadier figures on a shared machine; the average also carries the runs
// that a garbage collection or another process slowed down), and
// "paired%peak", the median share of up to 30 more runs each against the
// peak measured right after it (matmul.PeakShares), which a machine that
// other programs slow down for a while moves less. It does so twice:
//
//   - Run: Program.Run, which returns a new result every time. The
//     result escapes, so its storage is new each call: the Go runtime
//     clears reused heap memory, or the process faults fresh pages in.
//   - RunInto: Program.RunInto into the same output tensor every time,
//     the steady state of a service that reuses its outputs: the product
//     stores its sums straight into the caller's tensor, which is
//     neither allocated nor cleared.
func benchPeak(b *testing.B, flops int64, src string, args ...Value) {
	p := mustLoad(b, src)
	res, err := p.Run("main", args, RunOptions{})
	if err != nil {
		b.Fatal(err)
	}
	out := res[0].(*tensor.Tensor)
	run := func(into bool) error {
		if into {
			return p.RunInto("main", args, []*tensor.Tensor{out}, RunOptions{})
		}
		_, err := p.Run("main", args, RunOptions{})
		return err
	}
	for _, into := range []bool{false, true} {
		name := "Run"
		if into {
			name = "RunInto"
		}
		b.Run(name, func(b *testing.B) {
			if err := run(into); err != nil {
				b.Fatal(err)
			}
			ds := make([]time.Duration, b.N)
			b.ResetTimer()
			for i := range ds {
				st := time.Now()
				if err := run(into); err != nil {
					b.Fatal(err)
				}
				ds[i] = time.Since(st)
			}
			rate := float64(flops) * float64(b.N) / b.Elapsed().Seconds()
			b.ReportMetric(rate/1e9, "GFLOP/s")
			if pk := peakF32(); pk > 0 {
				slices.Sort(ds)
				b.ReportMetric(100*rate/pk, "%peak")
				b.ReportMetric(100*float64(flops)/ds[len(ds)/2].Seconds()/pk, "median%peak")
				b.ReportMetric(100*float64(flops)/ds[0].Seconds()/pk, "best%peak")
				b.StopTimer()
				shares, err := matmul.PeakShares(matmul.Active(), min(b.N, 30), float64(flops), func() error { return run(into) })
				if err != nil {
					b.Fatal(err)
				}
				slices.Sort(shares)
				b.ReportMetric(100*shares[len(shares)/2], "paired%peak")
				b.StartTimer()
			}
		})
	}
}

// BenchmarkConv1024 runs float32 convolutions with the work of a 1024^3
// product (2^31 flops), the size at which the products are compared with
// the machine's peak:
//
//   - pointwise: a 1x1 convolution of one 32x32 image from 1024 to 1024
//     features, the channel mixing of a wide network's last stage; exactly
//     a 1024^3 product.
//   - 3x3: a "same" 3x3 convolution of 8 images of 16x16 from 256 to 256
//     features, a ResNet-style layer; 9/8 of that work.
//
// (BenchmarkConvolutionF32_1024 is a third: 3x3 from 112 to 1024 features
// over one 32x32 image, 63/64 of that work.)
//
// Both use JAX's NHWC/HWIO layouts. To compare with the peak:
//
//	go test -run '^$' -bench 'BenchmarkConv1024|F32_1024' -count 5 ./interp
func BenchmarkConv1024(b *testing.B) {
	pointwise := cnnConv(1, 32, 1024, 1024)
	pointwise.kSp, pointwise.lo, pointwise.hi = []int64{1, 1}, []int64{0, 0}, []int64{0, 0}
	for _, s := range []struct {
		name string
		c    convCase
	}{
		{"pointwise", pointwise},
		{"3x3", cnnConv(8, 16, 256, 256)},
	} {
		b.Run(s.name, func(b *testing.B) {
			rng := rand.New(rand.NewSource(3))
			in, kern, _ := s.c.shapes()
			lhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: in})
			rhs := randomValues(b, rng, tensor.Type{Kind: tensor.F32, Shape: kern})
			benchPeak(b, s.c.flops(), convModule(s.c, tensor.F32, tensor.F32), lhs, rhs)
		})
	}
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
