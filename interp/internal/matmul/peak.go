package matmul

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

// PeakFLOPS measures the float32 peak of the machine for the vector
// instruction set isa, in floating-point operations per second: the rate
// of a loop of independent fused multiply-adds (two operations each) run
// on every processor at once, one goroutine locked to its thread per
// GOMAXPROCS. It takes the best of rounds measurements of about d each,
// so that a round slowed by other programs does not lower the figure. It
// is the yardstick of the product benchmarks ("% of peak"); the product
// kernels cannot go faster than it.
//
// Under load, many short rounds find moments when every processor is
// free: 100 rounds of 2ms give the same figure to a few parts per
// thousand on a busy two-core machine, where rounds of 20ms varied by
// half.
func PeakFLOPS(isa ISA, rounds int, d time.Duration) (float64, error) {
	return peakFLOPS(isa, runtime.GOMAXPROCS(0), rounds, d)
}

// peakFLOPS is PeakFLOPS on the given number of goroutines.
func peakFLOPS(isa ISA, workers, rounds int, d time.Duration) (float64, error) {
	loop, flopsPerIter := peakLoop(isa)
	if loop == nil || isa > hardwareISA() {
		return 0, fmt.Errorf("matmul: no %s FMA loop on this machine", isa)
	}
	if workers < 1 || rounds < 1 || d <= 0 {
		return 0, fmt.Errorf("matmul: peak measurement needs positive workers, rounds and duration, got %d, %d and %v", workers, rounds, d)
	}
	// Calibrate a chunk of iterations lasting about 50 microseconds, so
	// that the clock is read rarely and a round ends close to d.
	chunk := 1 << 8
	for {
		t := time.Now()
		loop(chunk)
		if time.Since(t) >= 50*time.Microsecond || chunk >= 1<<30 {
			break
		}
		chunk *= 2
	}
	best := 0.0
	for r := 0; r < rounds; r++ {
		rates := make([]float64, workers)
		var start, done sync.WaitGroup
		start.Add(1)
		done.Add(workers)
		for w := 0; w < workers; w++ {
			go func() {
				defer done.Done()
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				start.Wait()
				iters := 0
				t := time.Now()
				for {
					loop(chunk)
					iters += chunk
					if el := time.Since(t); el >= d {
						rates[w] = float64(iters) * float64(flopsPerIter) / el.Seconds()
						return
					}
				}
			}()
		}
		start.Done()
		done.Wait()
		sum := 0.0
		for _, x := range rates {
			sum += x
		}
		best = max(best, sum)
	}
	return best, nil
}

// PeakShares runs f n times and returns each call's share of the float32
// peak of isa measured right after it: a round of the peak loop on every
// processor lasting as long as the call took. On a machine shared with
// other programs, whose speed changes from one second to the next, a call
// and its round see the same conditions, so their ratio is steadier than
// a ratio against one peak measured beforehand. flops is the work of one
// call; f's error stops the calls and is returned.
func PeakShares(isa ISA, n int, flops float64, f func() error) ([]float64, error) {
	shares := make([]float64, 0, n)
	for i := 0; i < n; i++ {
		st := time.Now()
		if err := f(); err != nil {
			return shares, err
		}
		el := time.Since(st)
		p, err := PeakFLOPS(isa, 1, el)
		if err != nil {
			return shares, err
		}
		shares = append(shares, flops/el.Seconds()/p)
	}
	return shares, nil
}
