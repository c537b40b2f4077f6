package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/stablehlo-go/stablehlo/interp"
)

// opProfile is one row of the profile: one operation of the program (an
// operation name at a location).
type opProfile struct {
	Op    string `json:"op"`
	Loc   string `json:"loc"`
	Calls int64  `json:"calls"`
	// Total includes the operations the operation ran in its regions;
	// Self excludes them.
	Total duration `json:"total_ns"`
	Self  duration `json:"self_ns"`
	// Share is Total over the profiled call's duration, summed over the
	// processes of a grid.
	Share float64 `json:"share"`
}

// profile is the interp.Profiler of the profiled call: it aggregates the
// operations and keeps the events of the trace.
type profile struct {
	mu   sync.Mutex
	rows map[opKey]*opProfile
	// children[p][d] sums the durations of the operations at depth d of
	// process p that ended since the last operation at depth d-1 ended.
	children map[interp.ProcessID][]time.Duration
	// keep tells whether to record trace events, at most limit of them;
	// dropped counts the others.
	keep    bool
	limit   int
	events  []interp.OpEvent
	dropped int64
}

type opKey struct{ op, loc string }

func newProfile(limit int, keep bool) *profile {
	return &profile{rows: map[opKey]*opProfile{}, children: map[interp.ProcessID][]time.Duration{}, keep: keep, limit: limit}
}

// OpEnd records one executed operation.
func (p *profile) OpEnd(ev interp.OpEvent) {
	p.mu.Lock()
	defer p.mu.Unlock()
	k := opKey{ev.Op, ev.Loc}
	row := p.rows[k]
	if row == nil {
		row = &opProfile{Op: ev.Op, Loc: ev.Loc}
		p.rows[k] = row
	}
	row.Calls++
	row.Total += duration(ev.Duration)
	// The nested operations of this one ended before it, at depth+1.
	ch := p.children[ev.Process]
	for len(ch) < ev.Depth+2 {
		ch = append(ch, 0)
	}
	row.Self += duration(ev.Duration - ch[ev.Depth+1])
	ch[ev.Depth+1] = 0
	ch[ev.Depth] += ev.Duration
	p.children[ev.Process] = ch
	if p.keep {
		if len(p.events) < p.limit {
			p.events = append(p.events, ev)
		} else {
			p.dropped++
		}
	}
}

// table returns the profile rows sorted by total time, longest first; wall
// is the duration of the profiled call.
func (p *profile) table(wall time.Duration) []opProfile {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([]opProfile, 0, len(p.rows))
	for _, r := range p.rows {
		row := *r
		if wall > 0 {
			row.Share = float64(row.Total) / float64(wall)
		}
		out = append(out, row)
	}
	slices.SortFunc(out, func(a, b opProfile) int {
		if c := cmp.Compare(b.Total, a.Total); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Op, b.Op); c != 0 {
			return c
		}
		return cmp.Compare(a.Loc, b.Loc)
	})
	return out
}

// appendProfileTable renders profile rows as an aligned table.
func appendProfileTable(b []byte, rows []opProfile) []byte {
	opW, locW := len("op"), len("location")
	for _, r := range rows {
		opW = max(opW, len(r.Op))
		locW = max(locW, len(r.Loc))
	}
	locW = min(locW, 60)
	b = fmt.Appendf(b, "%-*s  %-*s  %10s  %12s  %12s  %7s\n", opW, "op", locW, "location", "calls", "total", "self", "share")
	for _, r := range rows {
		loc := r.Loc
		if len(loc) > locW {
			loc = "..." + loc[len(loc)-locW+3:]
		}
		b = fmt.Appendf(b, "%-*s  %-*s  %10d  %12s  %12s  %6.1f%%\n", opW, r.Op, locW, loc, r.Calls, r.Total, r.Self, 100*r.Share)
	}
	return b
}

// traceEvent is one event of the Trace Event Format.
type traceEvent struct {
	Name string `json:"name"`
	Cat  string `json:"cat,omitempty"`
	Ph   string `json:"ph"`
	// Ts and Dur are in microseconds.
	Ts   float64        `json:"ts"`
	Dur  float64        `json:"dur,omitempty"`
	Pid  int            `json:"pid"`
	Tid  int            `json:"tid"`
	Args map[string]any `json:"args,omitempty"`
}

// writeTrace writes the recorded events as a Chrome trace: one complete
// event per operation, on one thread per process of the grid, so nested
// operations show inside the operation that ran them. Times count from
// origin.
func (p *profile) writeTrace(w io.Writer, origin time.Time, label string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	procs := map[interp.ProcessID]int{}
	var ids []interp.ProcessID
	for _, ev := range p.events {
		if _, ok := procs[ev.Process]; !ok {
			procs[ev.Process] = 0
			ids = append(ids, ev.Process)
		}
	}
	slices.SortFunc(ids, func(a, b interp.ProcessID) int {
		return cmp.Or(cmp.Compare(a.Replica, b.Replica), cmp.Compare(a.Partition, b.Partition))
	})
	for i, id := range ids {
		procs[id] = i
	}
	events := slices.Clone(p.events)
	// Parents first: by process, start, then longest first.
	slices.SortStableFunc(events, func(a, b interp.OpEvent) int {
		return cmp.Or(cmp.Compare(procs[a.Process], procs[b.Process]), a.Start.Compare(b.Start),
			cmp.Compare(b.Duration, a.Duration), cmp.Compare(a.Depth, b.Depth))
	})

	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	if _, err := bw.WriteString("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n"); err != nil {
		return err
	}
	first := true
	emit := func(e traceEvent) error {
		if !first {
			if _, err := bw.WriteString(","); err != nil {
				return err
			}
		}
		first = false
		return enc.Encode(e)
	}
	meta := map[string]any{"name": label}
	if p.dropped > 0 {
		meta["dropped_events"] = p.dropped
	}
	if err := emit(traceEvent{Name: "process_name", Ph: "M", Args: meta}); err != nil {
		return err
	}
	for i, id := range ids {
		if err := emit(traceEvent{Name: "thread_name", Ph: "M", Tid: i, Args: map[string]any{"name": "process " + id.String()}}); err != nil {
			return err
		}
	}
	for _, ev := range events {
		args := map[string]any{"depth": ev.Depth}
		if ev.Loc != "" {
			args["loc"] = ev.Loc
		}
		if ev.Failed {
			args["failed"] = true
		}
		e := traceEvent{
			Name: ev.Op, Cat: "op", Ph: "X",
			Ts:  float64(ev.Start.Sub(origin).Nanoseconds()) / 1e3,
			Dur: float64(ev.Duration.Nanoseconds()) / 1e3,
			Tid: procs[ev.Process], Args: args,
		}
		if err := emit(e); err != nil {
			return err
		}
	}
	if _, err := bw.WriteString("]}\n"); err != nil {
		return err
	}
	return bw.Flush()
}
