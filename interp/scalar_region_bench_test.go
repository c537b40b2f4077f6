package interp

import (
	"os"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// BenchmarkScalarRegion times jnp.sort's comparator (11 operations) run
// compiled and generically; ns/op is per operation of the region.
func BenchmarkScalarRegion(b *testing.B) {
	src := "func.func @main(%x: tensor<f32>, %y: tensor<f32>) -> tensor<i1> {" + jaxComparator("f32", "LT") + "\n  func.return %res : tensor<i1>\n}\n"
	p := mustLoad(b, src)
	region := p.Function("main").body
	nops := len(region.ops)
	x, _ := tensor.FromBits(tensor.Type{Kind: tensor.F32, Shape: []int64{}}, func(int) uint64 { return 0x3F800000 })
	y, _ := tensor.FromBits(tensor.Type{Kind: tensor.F32, Shape: []int64{}}, func(int) uint64 { return 0x80000000 })
	b.Run("compiled", func(b *testing.B) {
		prog := compileScalar(region)
		regs := prog.newRegs()
		lx, ly := regLoader(prog.args[0], x), regLoader(prog.args[1], y)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			lx(regs, 0)
			ly(regs, 0)
			prog.run(regs)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*nops), "ns/scalar-op")
	})
	b.Run("generic", func(b *testing.B) {
		args := []Value{x, y}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := p.Run("main", args, RunOptions{Output: os.Stdout}); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*nops), "ns/scalar-op")
	})
}
