package interp

// SetCheckCaches turns on (or off) the check of every cache hit against a
// recomputed value, and resets the hit counts.
func SetCheckCaches(on bool) {
	checkCaches = on
	cacheStats.hits, cacheStats.misses = 0, 0
}

// CharsCacheStats returns the characteristics cache hits and misses
// counted while checking was on.
func CharsCacheStats() (hits, misses int) { return cacheStats.hits, cacheStats.misses }
