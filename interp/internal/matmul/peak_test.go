package matmul

import (
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"
)

// The float32 peak of the machine, measured once per test binary: the
// yardstick of the "% of peak" the product benchmarks report.
//
// To see the peak and the products' share of it:
//
//	go test -run '^$' -bench 'BenchmarkPeak|BenchmarkGemm$' -count 5 ./interp/internal/matmul
//
// and, for a convolution of the same work as a 1024^3 product,
//
//	go test -run '^$' -bench 'BenchmarkConv1024' -count 5 ./interp
var peakF32 = sync.OnceValue(func() float64 {
	p, err := PeakFLOPS(Active(), 100, 2*time.Millisecond)
	if err != nil {
		return 0
	}
	return p
})

// timeCalls runs f b.N times after resetting b's timer and returns the
// time each call took.
func timeCalls(b *testing.B, f func()) []time.Duration {
	ds := make([]time.Duration, b.N)
	b.ResetTimer()
	for i := range ds {
		st := time.Now()
		f()
		ds[i] = time.Since(st)
	}
	return ds
}

// reportPeak adds to a benchmark whose calls of flops each took ds, their
// share of the machine's float32 peak (that of the active instruction
// set): "%peak" on average, "median%peak" for the median call and
// "best%peak" for the fastest one. On a shared machine the median and
// the best are the steadier figures; the average also carries the calls
// that a garbage collection or another process slowed down.
func reportPeak(b *testing.B, flops float64, ds []time.Duration) {
	p := peakF32()
	if p <= 0 || len(ds) == 0 {
		return
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	b.ReportMetric(100*flops*float64(len(ds))/b.Elapsed().Seconds()/p, "%peak")
	b.ReportMetric(100*flops/s[len(s)/2].Seconds()/p, "median%peak")
	b.ReportMetric(100*flops/s[0].Seconds()/p, "best%peak")
}

// reportPairedPeak runs f up to 30 more times, with b's timer stopped, and
// adds the median of their shares of the peak measured right after each
// call (see PeakShares) as "paired%peak", which a machine that other
// programs slow down for a while moves less.
func reportPairedPeak(b *testing.B, flops float64, f func()) {
	b.StopTimer()
	defer b.StartTimer()
	shares, err := PeakShares(Active(), min(b.N, 30), flops, func() error { f(); return nil })
	if err != nil || len(shares) == 0 {
		return
	}
	slices.Sort(shares)
	b.ReportMetric(100*shares[len(shares)/2], "paired%peak")
}

// BenchmarkPeak measures the float32 FMA peak of every vector instruction
// set of this machine on all processors at once.
func BenchmarkPeak(b *testing.B) {
	for _, isa := range isas(b) {
		if isa == Generic {
			continue
		}
		b.Run(fmt.Sprintf("f32/%s", isa), func(b *testing.B) {
			best := 0.0
			for i := 0; i < b.N; i++ {
				p, err := PeakFLOPS(isa, 100, 2*time.Millisecond)
				if err != nil {
					b.Fatal(err)
				}
				best = max(best, p)
			}
			b.ReportMetric(best/1e9, "GFLOP/s")
		})
	}
}

// The FMA loop bounds the GEMM kernel of the same instruction set on one
// goroutine from above (the kernel does the same FMAs plus loads and
// stores), and a kernel that reaches less than a tenth of it would be
// broken, as would a loop miscounting its operations. All processors
// together are at least as fast as one.
func TestPeakFLOPS(t *testing.T) {
	if _, err := PeakFLOPS(Generic, 1, time.Millisecond); err == nil {
		t.Errorf("PeakFLOPS(generic) gave no error")
	}
	if Active() == Generic {
		t.Skip("no vector FMA loop on this machine")
	}
	if _, err := PeakFLOPS(Active(), 0, time.Millisecond); err == nil {
		t.Errorf("PeakFLOPS with no rounds gave no error")
	}
	for _, isa := range isas(t) {
		if isa == Generic {
			continue
		}
		one, err := peakFLOPS(isa, 1, 40, 2*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		all, err := PeakFLOPS(isa, 40, 2*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		const n = 384
		r := rand.New(rand.NewSource(1))
		av := view[float32](randMat(r, n*n), n, n, false, 0, 0)
		bv := view[float32](randMat(r, n*n), n, n, false, 0, 0)
		c := make([]float32, n*n)
		gemm1 := 0.0
		for i := 0; i < 10; i++ {
			st := time.Now()
			gemmISA(isa, n, n, n, av, bv, c, n, 1, false)
			gemm1 = max(gemm1, 2*n*n*n/time.Since(st).Seconds())
		}
		t.Logf("%s: peak %.1f GFLOP/s on one goroutine, %.1f on %d; GEMM on one goroutine %.1f GFLOP/s",
			isa, one/1e9, all/1e9, runtime.GOMAXPROCS(0), gemm1/1e9)
		if gemm1 > 1.05*one {
			t.Errorf("%s: GEMM at %.1f GFLOP/s beats the measured one-goroutine peak %.1f GFLOP/s", isa, gemm1/1e9, one/1e9)
		}
		if gemm1 < one/10 {
			t.Errorf("%s: GEMM at %.1f GFLOP/s is under a tenth of the measured one-goroutine peak %.1f GFLOP/s", isa, gemm1/1e9, one/1e9)
		}
		if all < 0.9*one {
			t.Errorf("%s: peak on all processors %.1f GFLOP/s is below one goroutine's %.1f GFLOP/s", isa, all/1e9, one/1e9)
		}
	}
}

// PeakShares measures the peak after each call: a call that is itself a
// round of the peak loop scores about 1, a call that does a thousandth of
// that work in the same time about 0.001, and an error stops the calls.
func TestPeakShares(t *testing.T) {
	if Active() == Generic {
		t.Skip("no vector FMA loop on this machine")
	}
	const d = 3 * time.Millisecond
	p, err := PeakFLOPS(Active(), 1, d)
	if err != nil {
		t.Fatal(err)
	}
	flops := p * d.Seconds() // one round's work at the measured rate
	shares, err := PeakShares(Active(), 5, flops, func() error {
		_, err := PeakFLOPS(Active(), 1, d)
		return err
	})
	if err != nil || len(shares) != 5 {
		t.Fatalf("PeakShares gave %v, %v", shares, err)
	}
	slices.Sort(shares)
	if m := shares[len(shares)/2]; m < 0.3 || m > 3 {
		t.Errorf("median share %v of calls running the peak loop, want about 1", m)
	}
	idle, err := PeakShares(Active(), 3, flops/1000, func() error { time.Sleep(d); return nil })
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range idle {
		if s <= 0 || s > 0.1 {
			t.Errorf("share %v for a thousandth of the work in the same time, want about 0.001", s)
		}
	}
	boom := errors.New("boom")
	calls := 0
	_, err = PeakShares(Active(), 5, flops, func() error { calls++; return boom })
	if !errors.Is(err, boom) || calls != 1 {
		t.Errorf("PeakShares after a failing call: error %v after %d calls, want boom after 1", err, calls)
	}
}
