//! The bot's operator routes read over HTTP as a load balancer and Prometheus would.

/// `GET http://{addr}{path}`: the status and the body.
pub async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let response = reqwest::get(format!("http://{addr}{path}")).await.unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

/// The metrics as Prometheus reads them.
pub async fn scrape(addr: std::net::SocketAddr) -> prometheus_parse::Scrape {
    let (status, text) = get(addr, "/metrics").await;
    assert_eq!(status, 200, "{text}");
    prometheus_parse::Scrape::parse(text.lines().map(|l| Ok(l.to_owned()))).unwrap()
}

/// The value of `metric` with exactly `labels`, if the scrape has it (a histogram's count).
pub fn value(
    scrape: &prometheus_parse::Scrape,
    metric: &str,
    labels: &[(&str, &str)],
) -> Option<f64> {
    scrape
        .samples
        .iter()
        .find(|s| {
            s.metric == metric
                && s.labels.len() == labels.len()
                && labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v))
        })
        .map(|s| match &s.value {
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v) => *v,
            prometheus_parse::Value::Histogram(buckets) => {
                buckets.iter().map(|b| b.count).fold(0.0, f64::max)
            }
            prometheus_parse::Value::Summary(_) => f64::NAN,
        })
}
