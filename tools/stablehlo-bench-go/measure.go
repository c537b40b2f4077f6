package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"sync"
	"syscall"
	"time"
)

// duration is a time.Duration that is written to JSON in nanoseconds and
// printed for people with a unit.
type duration time.Duration

// MarshalJSON writes the duration as an integer number of nanoseconds.
func (d duration) MarshalJSON() ([]byte, error) { return json.Marshal(int64(d)) }

// String renders the duration with three significant decimals.
func (d duration) String() string {
	t := time.Duration(d)
	switch {
	case t >= time.Second:
		return fmt.Sprintf("%.3fs", t.Seconds())
	case t >= time.Millisecond:
		return fmt.Sprintf("%.3fms", float64(t)/float64(time.Millisecond))
	default:
		return fmt.Sprintf("%.3fµs", float64(t)/float64(time.Microsecond))
	}
}

// report is what a benchmark measured; the JSON field names are part of the
// tool's interface (bench/compare.py reads them).
type report struct {
	Program    string `json:"program"`
	Entry      string `json:"entry"`
	Replicas   int64  `json:"replicas"`
	Partitions int64  `json:"partitions"`
	// LoadCompile covers parsing, verification and compilation.
	LoadCompile duration `json:"load_compile_ns"`
	FirstCall   duration `json:"first_call_ns"`
	Runs        int      `json:"runs"`
	Warmup      int      `json:"warmup"`
	// Times are the timed calls in order; Min, Median and Mean summarise
	// them.
	Times  []duration `json:"times_ns"`
	Min    duration   `json:"min_ns"`
	Median duration   `json:"median_ns"`
	Mean   duration   `json:"mean_ns"`
	// PeakHeapBytes is the high-water mark of the Go heap's objects;
	// PeakGoMemoryBytes that of all memory the Go runtime holds from the
	// system. MaxRSSBytes is the process's maximum resident set size.
	PeakHeapBytes     uint64 `json:"peak_heap_bytes"`
	PeakGoMemoryBytes uint64 `json:"peak_go_memory_bytes"`
	MaxRSSBytes       uint64 `json:"max_rss_bytes"`
	// PeakLiveBytes is the largest number of bytes of tensors a call held
	// at once (interp.MemoryStats.Peak over all calls).
	PeakLiveBytes int64 `json:"peak_live_bytes"`
	// RetainedBytes is the storage of released intermediates the
	// Program keeps for its next calls after the timed calls
	// (interp.Program.CachedStorage): part of the Go heap, not of the
	// live tensor bytes.
	RetainedBytes int64 `json:"retained_bytes"`
	// MinorFaultsPerCall is the number of minor page faults (first
	// touches of memory the process had not used or had returned to the
	// system) per timed call, the process's over all of its threads.
	MinorFaultsPerCall float64 `json:"minor_faults_per_call"`
	// ProfiledCall is the duration of the profiled call and Profile its
	// per-operation table (with --profile).
	ProfiledCall duration    `json:"profiled_call_ns,omitempty"`
	Profile      []opProfile `json:"profile,omitempty"`
}

// setTimes records the timed calls and their summary.
func (r *report) setTimes(times []time.Duration) {
	r.Times = make([]duration, len(times))
	var sum time.Duration
	for i, t := range times {
		r.Times[i] = duration(t)
		sum += t
	}
	sorted := slices.Clone(times)
	slices.Sort(sorted)
	r.Min = duration(sorted[0])
	r.Median = duration(median(sorted))
	r.Mean = duration(sum / time.Duration(len(times)))
}

// median returns the median of sorted, non-empty times.
func median(sorted []time.Duration) time.Duration {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// memorySampler polls runtime/metrics for the high-water marks of the Go
// heap: the runtime keeps no peak itself.
type memorySampler struct {
	done    chan struct{}
	wg      sync.WaitGroup
	samples []metrics.Sample
	// heap and total are the highest values seen.
	heap, total uint64
}

const (
	heapObjectsMetric = "/memory/classes/heap/objects:bytes"
	totalMetric       = "/memory/classes/total:bytes"
	releasedMetric    = "/memory/classes/heap/released:bytes"
)

// startMemorySampler samples the memory metrics every period until stop.
func startMemorySampler(period time.Duration) *memorySampler {
	s := &memorySampler{done: make(chan struct{}), samples: []metrics.Sample{
		{Name: heapObjectsMetric}, {Name: totalMetric}, {Name: releasedMetric},
	}}
	s.sample()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		tick := time.NewTicker(period)
		defer tick.Stop()
		for {
			select {
			case <-s.done:
				return
			case <-tick.C:
				s.sample()
			}
		}
	}()
	return s
}

// sample reads the metrics once and updates the high-water marks.
func (s *memorySampler) sample() {
	metrics.Read(s.samples)
	if v := s.samples[0].Value; v.Kind() == metrics.KindUint64 {
		s.heap = max(s.heap, v.Uint64())
	}
	if t, r := s.samples[1].Value, s.samples[2].Value; t.Kind() == metrics.KindUint64 && r.Kind() == metrics.KindUint64 {
		s.total = max(s.total, t.Uint64()-r.Uint64())
	}
}

// stop ends the sampling and returns the peak heap objects and peak Go
// runtime memory in bytes.
func (s *memorySampler) stop() (heap, total uint64) {
	close(s.done)
	s.wg.Wait()
	s.sample()
	return s.heap, s.total
}

// minorFaults returns the process's minor page faults so far (0 when the
// system does not say).
func minorFaults() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Minflt
}

// maxRSS returns the process's maximum resident set size in bytes (0 when
// the system does not say).
func maxRSS() uint64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil || ru.Maxrss < 0 {
		return 0
	}
	// Linux reports kilobytes.
	return uint64(ru.Maxrss) * 1024
}

// startCPUProfile starts a Go CPU profile written to path (nothing when
// path is empty). The returned function stops it and closes the file; it
// may be called more than once, and reports the first error it met.
func startCPUProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	var stopped bool
	var stopErr error
	return func() error {
		if stopped {
			return stopErr
		}
		stopped = true
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			stopErr = fmt.Errorf("--cpuprofile: %w", err)
		}
		return stopErr
	}, nil
}
